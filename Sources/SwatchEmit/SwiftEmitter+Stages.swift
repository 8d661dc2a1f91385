import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel

extension SwiftEmitter {
    /// The Swift of `theme` alone — no images, no brands — for the benchmarks, which time each stage
    /// are targets of this package and reach the stages through their `package` declarations.
    package func emitStandalone(_ theme: ResolvedTheme, sourceFileName: String) -> String {
        emit(theme, sourceFileName: sourceFileName)
    }
}
