import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel
import SwatchSupport

extension ImageRules {
    /// IMG-alt: every image and icon has alternative text, which VoiceOver
    /// reads ("Provide alternative text labels for images and icons": Human
    /// Interface Guidelines › Icons and Images › Image Size and Resolution,
    /// 2019). An image marked `decorative` conveys nothing, is hidden from
    /// VoiceOver, and needs none; an app icon always conveys the app.
    package static func alt(_ image: LoadedImage) -> [Diagnostic] {
        let declaration = image.declaration
        let name = declaration.name
        if declaration.isDecorative {
            guard declaration.kind == .appIcon else { return [] }
            return [
                Diagnostic(
                    .imgAlt,
                    "app icon '\(name)' cannot be decorative: it stands for the app; remove `decorative` and give it alt text",
                    at: declaration.nameRange)
            ]
        }
        guard let alt = declaration.alt else {
            let escape = declaration.kind == .appIcon ? "" : " (or mark it `decorative: true` if it conveys nothing)"
            return [
                Diagnostic(
                    .imgAlt, "image '\(name)' has no alt text; add `alt:` saying what it shows, for VoiceOver\(escape)",
                    at: declaration.nameRange)
            ]
        }
        let text = alt.trimmingScalars(where: \.isXMLWhitespace)
        let range = declaration.altRange ?? declaration.nameRange
        if text.isEmpty {
            return [
                Diagnostic(
                    .imgAlt, "the alt text of image '\(name)' is empty; say what the image shows, for VoiceOver",
                    at: range)
            ]
        }
        let lowered = text.lowercased()
        let looksLikeAFile = [".png", ".jpg", ".jpeg", ".pdf", ".svg"].contains { lowered.hasSuffix($0) }
        if looksLikeAFile || lowered == name.lowercased() {
            return [
                Diagnostic(
                    .imgAlt, weight: .milder,
                    "the alt text of image '\(name)' is \"\(text)\", a name rather than a description; say what the image shows",
                    at: range)
            ]
        }
        return []
    }
}
