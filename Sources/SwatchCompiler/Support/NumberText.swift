/// The one way the compiler writes a number in a message: the shortest text
/// that reads back as the number (`4.5`, `7`, `0.6`, `64` rather than `64.0`).
extension Double {
    var formatted: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return "\(self)"
    }
}
