import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

extension ColorResolver {
    /// Swift names checked for collisions in file order, so the first of
    /// two colliding names keeps its own, and against the generated API's
    /// names and the namespace. Returns each Swift name's first holder, by
    /// position (its declaration has the name and where it is written, so
    /// a located name each would keep them twice), for the declarations
    /// left unread to be checked against.
    static func claimSwiftNames(
        _ declarations: [ColorDeclaration], swiftNames: [String], swiftNamespace: String,
        diagnostics: inout [Diagnostic]
    ) -> [String: Int] {
        var claimed: [String: Int] = [:]
        claimed.reserveCapacity(declarations.count)
        for (position, (declaration, swiftName)) in zip(declarations, swiftNames).enumerated() {
            // Claimed in the same lookup that finds an earlier holder.
            var holder: Int?
            ThemeResolver.claim(&claimed[swiftName, default: -1], for: position, holder: &holder)
            if let holder {
                diagnostics.append(
                    ThemeResolver.collision(declaration.name, with: declarations[holder].name, swiftName: swiftName))
                continue
            }
            if ThemeResolver.reservedSwiftNames.contains(swiftName) || swiftName == swiftNamespace {
                diagnostics.append(
                    GeneratedNames.reserved(
                        declaration.name, swiftName: swiftName, in: "the namespace", namespace: swiftNamespace))
            }
        }
        return claimed
    }
}
