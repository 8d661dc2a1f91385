#if compiler(>=6.2)
/// The handshake between generated code and this runtime: a file of
/// generated Swift names the version of the code it holds, and the build
/// stops there unless this runtime reads that version.
///
/// Generated code opens with
/// `private let swatchRuntimeCheck = Swatch.GeneratedCodeVersion<2>.readable`;
/// a runtime that does not read version 2 has no `readable` for it, and
/// swiftc says "static property 'readable' requires the types '2' and
/// '1' be equivalent": the code's version, then the runtime's. Each
/// version this runtime reads has its own `where` extension.
///
/// The number is an integer generic parameter so that a runtime can be
/// asked about a version it has never heard of, and answer with its own;
/// integer generic parameters need Swift 6.2, and with an older compiler
/// neither side declares the check.
public enum GeneratedCodeVersion<let number: Int> {}

extension GeneratedCodeVersion where number == 1 {
    /// Version 1: colors as `ThemeColor` values (`("name", 0xLIGHT,
    /// 0xDARK)`, `light:`/`dark:` or a `ColorTable` of 8 or 16 states),
    /// `Materials`, `Surfaces`, `Images` and a brand family's `Theme`.
    public static var readable: Void { () }
}

extension GeneratedCodeVersion where number == 2 {
    /// Version 2: version 1, with every color that is not two opaque hex
    /// values written as one string of its states
    /// (`("name", states: """ … """)`, ``ThemeColor/init(_:states:)``),
    /// which a version-1 runtime lacks. Files of version 1 still compile:
    /// this runtime keeps what they call.
    public static var readable: Void { () }
}
#endif
