/// One finding of any stage: what is wrong, where, and how to fix it.
///
/// Every stage returns its diagnostics as values; nothing is printed until the
/// end, so the CLI, the tests and the JSON output see the same list.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
        case note, warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// A secondary message, optionally located elsewhere ("cycle goes through here").
    public struct Note: Hashable, Sendable {
        public var message: String
        public var range: SourceRange?

        public init(_ message: String, at range: SourceRange? = nil) {
            self.message = message
            self.range = range
        }
    }

    /// A replacement for the text at the diagnostic's range.
    public struct FixIt: Hashable, Sendable {
        public var replacement: String
        public var message: String

        public init(replacement: String, message: String) {
            self.replacement = replacement
            self.message = message
        }
    }

    public var severity: Severity
    /// The rule's identifier, shown in brackets: `[MAT-semantic]`, `[yaml-syntax]`.
    public var rule: RuleID
    public var message: String
    public var range: SourceRange
    public var notes: [Note]
    public var fixIt: FixIt?
    /// The color (or other declaration) the finding is about, so that the
    /// `rules:` of that declaration can change its severity.
    public var subject: String?

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
        notes: [Note] = [], fixIt: FixIt? = nil, subject: String? = nil
    ) {
        self.severity = RuleCatalog.severity(of: rule, weight)
        self.rule = rule
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIt = fixIt
        self.subject = subject
    }

    public var file: String { range.file }
    public var line: Int { range.start.line }
    public var column: Int { range.start.column }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Diagnostics in reading order: by file, then position, then rule, so
    /// that output is the same from run to run.
    package func sortedForOutput() -> [Diagnostic] {
        sorted {
            ($0.range.file, $0.range.start, $0.rule.rawValue, $0.message)
                < ($1.range.file, $1.range.start, $1.rule.rawValue, $1.message)
        }
    }
}
