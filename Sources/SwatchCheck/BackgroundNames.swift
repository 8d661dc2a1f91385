import SwatchModel

/// The backgrounds DM-unpaired may propose, with the words of their names
/// indexed: a foreground's candidates are the backgrounds that share a word
/// with it (no other has an affinity above 0), so ranking them reads those
/// alone rather than every background for every foreground, which made the
/// ranking colors × backgrounds (a Figma file of 2,000 colors has hundreds
/// of each).
struct BackgroundNames {
    /// Each background's name and the words of what it is about (``NameWords/subject(_:)``), in the theme's order.
    let backgrounds: [(name: String, subject: [String])]
    /// For each word, the backgrounds whose subject holds it, by place in ``backgrounds``, ascending, each once.
    private var holding: [String: [Int]] = [:]

    init(_ backgrounds: [(name: String, subject: [String])]) {
        self.backgrounds = backgrounds
        for (index, background) in backgrounds.enumerated() {
            for word in Set(background.subject) { holding[word, default: []].append(index) }
        }
    }

    /// The backgrounds whose subject shares a word with `own`: their places,
    /// ascending, each with how many of `own`'s distinct words it holds
    /// (what ``NameWords/affinity(_:_:)`` counts of the two's common words),
    /// counted from the index rather than by a set made for every pair.
    func sharingWords(with own: [String]) -> [(place: Int, shared: Int)] {
        var shared: [Int: Int] = [:]
        for word in Set(own) {
            for place in holding[word] ?? [] { shared[place, default: 0] += 1 }
        }
        return shared.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
