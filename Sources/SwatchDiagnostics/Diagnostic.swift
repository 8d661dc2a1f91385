/// One finding of any stage: what is wrong, where, and how to fix it.
///
/// Every stage returns its diagnostics as values; nothing is printed until the
/// end, so the CLI, the tests and the JSON output see the same list.
public struct Diagnostic: Hashable, Sendable {
    /// How serious a finding is: a note informs, a warning asks for a look (an
    /// error under `--werror`), an error stops the Swift from being generated.
    public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
        case note, warning, error

        /// Orders severities from note to error, so the most serious is the largest.
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// A secondary message, optionally located elsewhere ("cycle goes through here").
    public struct Note: Hashable, Sendable {
        /// What the note says, as a lowercase phrase like the diagnostic's message.
        public var message: String
        /// Where the note points, or `nil` for a note about the diagnostic's own place.
        public var range: SourceRange?
        /// One item of a list a tool reads (`--diagnostics-format json`), as
        /// each pair inferred from names: text output counts them rather
        /// than printing hundreds of lines.
        package var isDetail = false

        /// A note saying `message`, at `range` when it points elsewhere.
        public init(_ message: String, at range: SourceRange? = nil) {
            self.message = message
            self.range = range
        }
    }

    /// A replacement for the text at the diagnostic's range, or at a range of
    /// its own: a fix may be written in another file than the finding (an
    /// asset catalog's pairs are fixed in its pairs file), even one that does
    /// not exist yet.
    public struct FixIt: Hashable, Sendable {
        /// The text that replaces the range.
        public var replacement: String
        /// What the fix does, in words: "replace the tab with spaces".
        public var message: String
        /// The text the fix replaces, when it is not the diagnostic's range
        /// (an empty range inserts).
        public var range: SourceRange?
        /// Whether the fix makes the file at ``range``, which does not exist
        /// yet: ``replacement`` is then its whole text.
        public var createsFile: Bool
        /// Further replacements in the same file that the fix makes with the
        /// first, as one change or not at all: a value written again in its
        /// place and a key added to another mapping of the same color.
        public var otherEdits: [Edit] = []
        /// Whether the fix writes a guess as if the user had said it (a pair
        /// suggested by names): offered in an editor, where taking it is the
        /// user's act, and never made by `swatch fix`.
        package var isGuess = false

        /// One more replacement of a fix-it: `replacement` in place of `range`.
        public struct Edit: Hashable, Sendable {
            /// The text replaced (an empty range inserts).
            public var range: SourceRange
            /// The text put in its place.
            public var replacement: String

            /// `replacement` in place of `range`.
            public init(range: SourceRange, replacement: String) {
                self.range = range
                self.replacement = replacement
            }
        }

        /// A fix that puts `replacement` in place of the diagnostic's range, described
        /// by `message`.
        public init(replacement: String, message: String) {
            self.replacement = replacement
            self.message = message
            self.range = nil
            self.createsFile = false
        }

        /// A fix that puts `replacement` in place of `range`, or, when
        /// `createsFile`, makes the file at `range` with `replacement` as its text.
        public init(replacement: String, message: String, at range: SourceRange, createsFile: Bool = false) {
            self.replacement = replacement
            self.message = message
            self.range = range
            self.createsFile = createsFile
        }
    }

    /// How serious the finding is; the rule catalog decides it from the rule,
    /// and a theme's `rules:` or `--werror` may change it.
    public var severity: Severity
    /// The rule's identifier, shown in brackets: `[MAT-semantic]`, `[yaml-syntax]`.
    public var rule: RuleID
    /// What is wrong and how to fix it: one lowercase sentence without a final
    /// period, printed after the location.
    public var message: String
    /// The text the finding is about: the file and where it starts and ends.
    public var range: SourceRange
    /// More about the finding, each possibly at a place of its own ("cycle goes
    /// through here"); printed after the diagnostic, in order.
    public var notes: [Note]
    /// A replacement for the text at ``range`` that fixes the finding, when
    /// there is a single obvious one; nil otherwise.
    public var fixIt: FixIt?
    /// The color (or other declaration) the finding is about, so that the
    /// `rules:` of that declaration can change its severity.
    public var subject: String?
    /// The other declarations the finding is about, by name: what a color is
    /// drawn on, the material of a surface. Data, so that nothing reads names
    /// back out of a message, whose wording is not API (a brand's findings on
    /// inherited declarations are attributed by these).
    package var about: [String]
    /// What fixes the finding, as data: the format of the file the finding is
    /// in writes it in its own terms (``fixIt`` is the theme language's).
    package var remedy: Remedy?
    /// Whether the finding rests on a guess rather than on what the file
    /// says (a pair inferred from names): a question, never an error unless
    /// `--werror` or `rules:` asks; reported apart from stated findings.
    package var restsOnGuess = false

    /// How much a finding weighs within its rule. The rule catalog turns a
    /// weight into a severity, so that the severity of every finding is
    /// written once, in ``RuleCatalog``, and never at the place that finds it.
    package enum Weight: Hashable, Sendable {
        /// The rule's severity.
        case full
        /// The rule's milder severity: a finding the rule itself weighs less
        /// (below the contrast aim rather than the minimum; thin rather than
        /// ultra-thin material).
        case milder
        /// The rule could not be checked (an image that cannot be decoded):
        /// said as a note, whatever the rule.
        case unverified
    }

    /// A finding of `rule`, whose severity the rule catalog gives.
    package init(
        _ rule: RuleID, weight: Weight = .full, _ message: String, at range: SourceRange,
        notes: [Note] = [], fixIt: FixIt? = nil, subject: String? = nil, about: [String] = [],
        remedy: Remedy? = nil
    ) {
        self.severity = RuleCatalog.severity(of: rule, weight)
        self.rule = rule
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIt = fixIt
        self.subject = subject
        self.about = about
        self.remedy = remedy
    }

    /// The path of the file the finding is in, as diagnostics print it.
    public var file: String { range.file }
    /// The 1-based line where the finding starts.
    public var line: Int { range.start.line }
    /// The 1-based column, in Unicode scalars, where the finding starts.
    public var column: Int { range.start.column }
}

extension Diagnostic.FixIt {
    /// The text the fix replaces: its own range, or the finding's.
    public func range(in diagnostic: Diagnostic) -> SourceRange { range ?? diagnostic.range }
}

extension Array where Element == Diagnostic {
    /// Whether any of the diagnostics is an error: when it is, no Swift is generated.
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Diagnostics in reading order: by file, then position, then rule, so
    /// that output is the same from run to run.
    package func sortedForOutput() -> [Diagnostic] {
        sorted {
            ($0.range.file, $0.range.start, $0.rule.rawValue, $0.message)
                < ($1.range.file, $1.range.start, $1.rule.rawValue, $1.message)
        }
    }

    /// A checker's findings (`found`) added to an importer's (these): where
    /// the checker says what goes unjudged (a THEME-unread of a color) at the
    /// place of an importer's finding that says why (`saysWhy`), one
    /// finding, the importer's, with the checker's notes, not two.
    package func joining(_ found: [Diagnostic], saysWhy: (Diagnostic) -> Bool) -> [Diagnostic] {
        var joined = self
        var said: [SourceRange: Int] = [:]
        for (index, diagnostic) in joined.enumerated() where said[diagnostic.range] == nil && saysWhy(diagnostic) {
            said[diagnostic.range] = index
        }
        for diagnostic in found {
            if diagnostic.rule == .themeUnread, diagnostic.subject != nil, let index = said[diagnostic.range] {
                joined[index].notes += diagnostic.notes
            } else {
                joined.append(diagnostic)
            }
        }
        return joined
    }
}
