/// The one way the compiler writes a number — in a message, in the generated
/// Swift, in JSON, CSS and GTK text: the shortest text that reads back as the
/// very same `Double` (`4.5`, `7`, `0.6`, `64` rather than `64.0`), so no
/// output's digits depend on which writer made them.
extension Double {
    package var formatted: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return "\(self)"
    }
}

extension Int {
    /// `1,024`: counts in messages are read, not parsed.
    package var grouped: String {
        let digits = String(magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return (self < 0 ? "-" : "") + out
    }
}

/// `a`, `a and b`, `a, b and c`.
package func listed(_ items: [String]) -> String {
    switch items.count {
    case 0: ""
    case 1: items[0]
    default: items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
