import Testing

extension Tag {
    /// Tests that build an example package and run it against real system
    /// programs (GTK, Xvfb, ImageMagick). `swift test --filter` by suite, or
    /// Swift Testing's tag filters, select or leave them out.
    @Tag static var integration: Tag
}
