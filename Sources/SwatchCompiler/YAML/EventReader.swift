import CSwatchYAML

/// Runs libyaml's event parser over a buffer and hands its events on in
/// batches. This is the only code that touches libyaml.
enum EventReader {
    /// Parses `buffer`, calling `deliver` with each batch of up to
    /// `batchSize` events, in order; stops early when `deliver` returns
    /// false. The last event delivered is `.streamEnd` or `.syntaxError`,
    /// unless `deliver` stopped it first.
    static func read(_ buffer: UnsafeBufferPointer<UInt8>, batchSize: Int, deliver: ([YAMLEvent]) -> Bool) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            _ = deliver([.syntaxError("the YAML parser could not start (out of memory)", .start)])
            return
        }
        defer { yaml_parser_delete(&parser) }
        // libyaml asserts on a NULL input, which an empty buffer has: give it a
        // valid pointer to zero bytes instead.
        var empty: UInt8 = 0
        if let base = buffer.baseAddress, buffer.count > 0 {
            yaml_parser_set_input_string(&parser, base, buffer.count)
        } else {
            yaml_parser_set_input_string(&parser, &empty, 0)
        }
        var batch: [YAMLEvent] = []
        batch.reserveCapacity(batchSize)
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                batch.append(syntaxError(parser))
                _ = deliver(batch)
                return
            }
            let done = event.type == YAML_STREAM_END_EVENT
            if let converted = convert(event) { batch.append(converted) }
            yaml_event_delete(&event)
            if done || batch.count == batchSize {
                guard deliver(batch), !done else { return }
                batch.removeAll(keepingCapacity: true)
            }
        }
    }

    /// The event as the tree builder reads it; nil for those it ignores
    /// (stream start, document end).
    private static func convert(_ event: yaml_event_t) -> YAMLEvent? {
        let start = location(event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            return .documentStart(start)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text: String
            if let value = scalar.value {
                text = String(decoding: UnsafeBufferPointer(start: value, count: scalar.length), as: UTF8.self)
            } else {
                text = ""
            }
            let style: YAMLNode.ScalarStyle
            switch scalar.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            return .scalar(
                text, style, tag: string(scalar.tag), anchor: string(scalar.anchor), start: start,
                end: location(event.end_mark))
        case YAML_ALIAS_EVENT:
            return .alias(anchor: string(event.data.alias.anchor) ?? "", start: start, end: location(event.end_mark))
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return .sequenceStart(tag: string(data.tag), anchor: string(data.anchor), start: start)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return .mappingStart(tag: string(data.tag), anchor: string(data.anchor), start: start)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            return .collectionEnd(location(event.end_mark))
        case YAML_STREAM_END_EVENT:
            return .streamEnd
        default:
            return nil
        }
    }

    private static func syntaxError(_ parser: yaml_parser_t) -> YAMLEvent {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            message = "\(problem) \(context)"
            let contextLine = parser.context_mark.line + 1
            if contextLine != parser.problem_mark.line + 1 {
                message += " (which starts on line \(contextLine))"
            }
        }
        return .syntaxError(explain(message), location(parser.problem_mark))
    }

    /// libyaml's wording with a hint at the usual cause.
    private static func explain(_ message: String) -> String {
        if message.contains("mapping values are not allowed") {
            return "\(message); a value containing ': ' must be quoted, or the indentation is off"
        }
        if message.contains("could not find expected ':'") {
            return "\(message); each key of a mapping needs a ':' after it"
        }
        if message.contains("did not find expected key") {
            return "\(message); check the indentation of this line against the keys above it"
        }
        return message
    }

    private static func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}
