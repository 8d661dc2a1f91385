/// One of libyaml's parse events, copied into Swift values: what the tree
/// builder needs of it, located. Copied so that libyaml can run on one
/// thread while the tree is built on another (see `EventReader`).
enum YAMLEvent: Sendable {
    case documentStart(SourceLocation)
    case scalar(String, YAMLNode.ScalarStyle, tag: String?, anchor: String?, start: SourceLocation, end: SourceLocation)
    case alias(anchor: String, start: SourceLocation, end: SourceLocation)
    case sequenceStart(tag: String?, anchor: String?, start: SourceLocation)
    case mappingStart(tag: String?, anchor: String?, start: SourceLocation)
    /// The end of a sequence or a mapping.
    case collectionEnd(SourceLocation)
    case streamEnd
    /// libyaml rejected the text here; nothing follows.
    case syntaxError(String, SourceLocation)
}
