import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel

extension SwiftEmitter {
    /// The Swift of `theme` alone — no images, no brands — for the benchmarks, which time each stage
    /// through `@_spi(Stages) import SwatchCompiler`.
    @_spi(Stages) public func emitStandalone(_ theme: ResolvedTheme, sourceFileName: String) -> String {
        emit(theme, sourceFileName: sourceFileName)
    }
}
