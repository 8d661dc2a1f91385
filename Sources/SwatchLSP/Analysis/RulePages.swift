import SwatchDiagnostics
import SwatchSupport

/// Where a rule's page is: the base (a URI ending in `/`) and the rule
/// catalog's page name (`docs/rules/DM-contrast.md`).
enum RulePages {
    /// The checkout's `docs/rules/` as a `file://` URI when the server runs from
    /// one (where it was built); an installed server is given a base in
    /// `initializationOptions.ruleDocumentationBase` (docs/editors.md).
    static let defaultBase: String? = {
        // #filePath: Sources/SwatchLSP/Analysis/RulePages.swift in the checkout.
        var root = "\(#filePath)"
        for _ in 0..<4 { root = FilePath.parent(of: root) }
        let folder = root + "/docs/rules/"
        return FileSystem.status(folder) != nil ? DocumentURI.uri(of: folder) : nil
    }()

    /// The page of `rule` under `base`, when the catalog has the rule.
    static func page(of rule: RuleID, base: String?) -> String? {
        guard let base, let description = RuleCatalog.description(of: rule) else { return nil }
        let name = description.documentationPage.split(separator: "/").last.map(String.init) ?? ""
        return base + name
    }
}
