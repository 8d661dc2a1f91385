/// The version of Swatch: of the `swatch` tool (`swatch --version`) and of
/// the compiler library. Changed in this one place when a release is tagged.
public enum SwatchVersion {
    /// The version, as `swatch --version` prints it: `0.1.0`.
    public static let current = "0.1.0"
}
