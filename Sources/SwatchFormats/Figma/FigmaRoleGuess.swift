import SwatchModel

/// A role read from a variable's scopes and name, and why: the comment the
/// imported theme carries beside a guessed role.
struct FigmaRoleGuess: Equatable {
    enum Evidence: String, CaseIterable {
        /// The scopes are those `swatch export --format figma` writes for the role.
        case scopes
        /// The scopes allow one role.
        case scope
        /// The scopes allow several, and the name says one of them.
        case scopeAndName = "scope and name"
        /// The scopes allow any (or none is given), and the name says the role.
        case name
        /// Nothing says a role: the scopes' first, or a fill.
        case fallback
    }

    var role: ColorRoleName
    var evidence: Evidence
    /// What the guess rests on, for the comment.
    var reason: String

    /// `scopes` of a COLOR variable and its Figma name (`fgColor/default`).
    init(scopes: [String], name: String) {
        // The words the other importers read; a fill is said by no word.
        let guessed = ImportedColor.guessedRole(for: name)
        let named: ColorRoleName? = guessed.word == nil ? nil : guessed.role
        let scopeSet = Set(scopes)
        let scopeText = scopes.isEmpty ? "no scopes" : scopes.joined(separator: ", ")
        if let written = FigmaScopes.byRole.first(where: { Set($0.scopes) == scopeSet }) {
            self.init(role: written.role, evidence: .scopes, reason: "scopes \(scopeText)")
            return
        }
        var allowed: [ColorRoleName] = []
        if !scopeSet.contains("ALL_SCOPES") {
            for scope in scopes {
                for role in FigmaScopes.rolesByScope[scope] ?? [] where !allowed.contains(role) { allowed.append(role) }
            }
        }
        // A tint is a fill that says the brand: a fill scope allows it.
        let allows = { (role: ColorRoleName) in allowed.contains(role) || (role == .tint && allowed.contains(.fill)) }
        if allowed.isEmpty {
            if let named {
                self.init(
                    role: named, evidence: .name, reason: "\(scopeText); the name '\(name)' says \(named.rawValue)")
            } else {
                self.init(role: .fill, evidence: .fallback, reason: "\(scopeText), and no word of the name says a role")
            }
        } else if let named, allows(named), allowed.count > 1 || named != allowed[0] {
            self.init(
                role: named, evidence: .scopeAndName,
                reason: "scopes \(scopeText); the name '\(name)' says \(named.rawValue)")
        } else if allowed.count == 1 {
            self.init(role: allowed[0], evidence: .scope, reason: "scope \(scopeText)")
        } else {
            self.init(
                role: allowed[0], evidence: .fallback,
                reason:
                    "scopes \(scopeText) allow \(allowed.map(\.rawValue).joined(separator: " or ")); the first taken")
        }
    }

    private init(role: ColorRoleName, evidence: Evidence, reason: String) {
        self.role = role
        self.evidence = evidence
        self.reason = reason
    }
}
