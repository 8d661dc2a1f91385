import Swatch
import SwatchCheck
import SwatchDiagnostics
import SwatchEmit
import SwatchImages
import SwatchModel
import SwatchResolve
import SwatchSupport
import SwatchSyntax

/// The Swift for one theme, ready to be made: the emitter and its inputs.
///
/// ``ThemeCompiler/compile(_:with:packageRoot:)`` makes the text at once
/// (``ThemeCompiler/Result/swift``); `swatch compile` instead writes it to its
/// file as it is made (``write(to:)``), so the whole text, which grows with
/// the theme, is never in memory. Both are the same bytes: one emitter, one
/// pass.
package struct GeneratedSwift: Sendable {
    let emitter: SwiftEmitter
    let theme: ResolvedTheme
    let images: [LoadedImage]
    let sourceFileName: String
    let family: SwiftEmitter.Family

    /// The whole text.
    package var text: String {
        emitter.emit(theme, images: images, sourceFileName: sourceFileName, family: family)
    }

    /// Writes the text to `path` as it is made, with ``OutputWriter``'s
    /// promises: folders made, the file replaced in one step, and left alone
    /// when it holds these bytes already.
    package func write(to path: String) throws -> OutputWriter.Outcome {
        let stream = try OutputStream(path: path)
        emitter.emit(theme, images: images, sourceFileName: sourceFileName, family: family, into: stream.append)
        return try stream.finish()
    }
}
