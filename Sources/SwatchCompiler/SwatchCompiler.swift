// The compiler as one library: each stage is a target of its own (so that the
// imports enforce the pipeline), and this module brings the documented API of
// all of them in with one `import SwatchCompiler`.
@_exported import SwatchCheck
@_exported import SwatchDerive
@_exported import SwatchDiagnostics
@_exported import SwatchDiff
@_exported import SwatchEmit
@_exported import SwatchFormats
@_exported import SwatchImages
@_exported import SwatchModel
@_exported import SwatchPipeline
@_exported import SwatchReport
@_exported import SwatchResolve
@_exported import SwatchSupport
@_exported import SwatchSyntax
