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

    /// The places of the backgrounds whose subject shares a word with `own`, ascending.
    func sharingAWord(with own: [String]) -> [Int] {
        var places = Set<Int>()
        for word in Set(own) { places.formUnion(holding[word] ?? []) }
        return places.sorted()
    }
}
