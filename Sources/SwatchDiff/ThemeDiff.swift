import Swatch
import SwatchCheck
import SwatchDiagnostics
import SwatchEmit
import SwatchModel

/// What changed between two versions of one theme: its generated API, its
/// colors' values, its pairs' contrast and its findings. A value, made by
/// ``ThemeDiffer`` and read by the renderers.
package struct ThemeDiff: Sendable {
    /// The theme's namespace (the new version's, or the old one's when the
    /// theme was removed).
    package var namespace: String
    /// The new version's file, as diagnostics print it.
    package var file: String
    /// Whether the theme is new, gone, or in both versions.
    package var status: Status
    package var api: [APIChange]
    package var values: [ValueChange]
    package var contrast: [ContrastChange]
    package var findings: [FindingChange]
    package var rules: [RuleChange]

    package enum Status: String, Sendable {
        case added, removed, changed
    }

    /// Whether nothing changed.
    package var isEmpty: Bool {
        status == .changed && api.isEmpty && values.isEmpty && contrast.isEmpty && findings.isEmpty && rules.isEmpty
    }

    /// What the change means for a release of the theme.
    package var verdict: Verdict { Verdict(of: self) }
}

/// A declaration of the generated Swift added, removed, renamed or changed.
package struct APIChange: Hashable, Sendable {
    package enum Kind: String, Sendable {
        case added, removed, renamed
        /// The type changed: for a color, its role (`ThemeColor<Label>` → `ThemeColor<Fill>`).
        case typeChanged = "type-changed"
        /// The Swift name changed while the theme's name did not.
        case symbolChanged = "symbol-changed"
        /// The theme's `access:` changed.
        case accessChanged = "access-changed"
    }

    package var kind: Kind
    package var declaration: GeneratedDeclaration.Kind
    /// The name in the theme: the new one, or the old one when removed.
    package var name: String
    /// The old declaration, when there was one.
    package var old: GeneratedDeclaration?
    /// The new declaration, when there is one.
    package var new: GeneratedDeclaration?
    /// Whether app code that compiled against the old Swift may not compile
    /// against the new.
    package var isBreaking: Bool
    /// Where the new version declares it.
    package var range: SourceRange?
}

/// A color whose value changed in some states.
package struct ValueChange: Hashable, Sendable {
    /// The states that went from one value to another, with the two values.
    package struct Group: Hashable, Sendable {
        package var states: [Appearance]
        /// nil: the value is `unknown` there.
        package var old: Color?
        package var new: Color?
        /// The CSS Color 4 difference deltaEOK between the two; nil when either is unknown.
        package var deltaEOK: Double?
    }

    package var color: String
    package var groups: [Group]
    package var range: SourceRange?
}

/// A pair whose verdict (pass, aim missed, minimum missed) changed in some
/// states.
package struct ContrastChange: Hashable, Sendable {
    /// States whose verdict and ratios changed alike.
    package struct Group: Hashable, Sendable {
        package var states: [Appearance]
        package var old: MeasuredPair.Cell.Verdict
        package var new: MeasuredPair.Cell.Verdict
        package var oldRatio: Double
        package var newRatio: Double
        package var minimum: Double
        package var aim: Double?

        /// Whether the new verdict is worse.
        package var isRegression: Bool { new > old }
    }

    package var foreground: String
    /// What it is drawn on, in words: "'card' on 'window'".
    package var backing: String
    /// "in sheet 'settings'", for a surface's content.
    package var context: String?
    package var groups: [Group]
    package var range: SourceRange?

    package var isRegression: Bool { groups.contains(where: \.isRegression) }
    /// Whether a state newly falls below its minimum: a new contrast error.
    package var newlyFailsMinimum: Bool { groups.contains { $0.new == .fail && $0.old != .fail } }
}

/// A finding of the checker that appeared or disappeared.
package struct FindingChange: Hashable, Sendable {
    package enum Kind: String, Sendable { case appeared, disappeared }
    package var kind: Kind
    package var diagnostic: Diagnostic
}

/// A rule a `rules:` setting turned off, or on again.
package struct RuleChange: Hashable, Sendable {
    package enum Kind: String, Sendable { case silenced, restored }
    package var kind: Kind
    package var rule: RuleID
    /// The color whose own setting it is; nil for the theme's.
    package var color: String?
    /// Where the new version sets it (nil when the setting was removed).
    package var range: SourceRange?
}

/// The version change a theme's changes call for.
package enum Verdict: String, Comparable, CaseIterable, Sendable {
    /// Nothing changed.
    case none
    /// Values, contrast or findings changed; the generated API did not.
    case patch
    /// The generated API gained declarations and lost none.
    case minor
    /// The generated API broke, or a new error appeared (a pair below its minimum).
    case major

    package static func < (lhs: Verdict, rhs: Verdict) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    init(of diff: ThemeDiff) {
        if diff.api.contains(where: \.isBreaking)
            || diff.findings.contains(where: { $0.kind == .appeared && $0.diagnostic.severity == .error })
        {
            self = .major
        } else if !diff.api.isEmpty {
            self = .minor
        } else if !diff.isEmpty {
            self = .patch
        } else {
            self = .none
        }
    }
}

/// The diff of every theme given, in the order given.
package struct DiffReport: Sendable {
    package var themes: [ThemeDiff]

    package init(themes: [ThemeDiff]) { self.themes = themes }

    package var verdict: Verdict { themes.map(\.verdict).max() ?? .none }

    /// What `--fail-on` can require to be absent.
    package enum Gate: String, CaseIterable, Sendable {
        /// A change that breaks the generated API.
        case breaking
        /// A breaking change, a pair newly below its minimum or aim, or a
        /// new error or warning.
        case regression
        /// Any change at all.
        case any
    }

    /// Whether the changes include what `gate` forbids.
    package func fails(_ gate: Gate) -> Bool {
        themes.contains { diff in
            let breaking = diff.api.contains(where: \.isBreaking)
            switch gate {
            case .breaking:
                return breaking
            case .regression:
                return breaking || diff.contrast.contains(where: \.isRegression)
                    || diff.findings.contains { $0.kind == .appeared && $0.diagnostic.severity >= .warning }
            case .any:
                return !diff.isEmpty
            }
        }
    }
}
