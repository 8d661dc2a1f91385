import Testing

extension Tag {
    /// Tests that run a real consumer outside Swift (headless Chromium):
    /// `swift test --filter ChromiumTests`. CI installs what they need.
    @Tag static var integration: Tag
}
