import Swatch
import SwatchCheck
import SwatchDiagnostics
import SwatchEmit
import SwatchImages
import SwatchModel
import SwatchResolve
import SwatchSupport
import SwatchSyntax

/// Compiling themes that extend each other: a base and its brands.
///
/// Each theme is decoded once; the themes are linked by `extends:`
/// (``ThemeFamily``) and taken base first. A brand is merged with its base
/// (``ThemeInheritance``) and the whole is resolved and checked, so every
/// inherited pair is judged with the brand's values; its findings on
/// inherited declarations are then either the base's (left out) or the
/// brand's override's (moved there, ``InheritedFindings``).
extension ThemeCompiler {
    /// Checks `sources`, which may extend each other and the themes of
    /// `others`: one result per source, in order. `others` are read (a
    /// brand's base, or a base's brands, whose namespaces its generated
    /// `Theme` type lists) but not reported on.
    public func check(
        _ sources: [ThemeSource], with others: [ThemeSource] = [], packageRoot: ((ThemeSource) -> String)? = nil
    ) -> [Result] {
        familyStages(sources, with: others, packageRoot: packageRoot, emit: false)
    }

    /// Every stage for `sources`, as ``check(_:with:packageRoot:)``, and
    /// Swift for each source without errors.
    public func compile(
        _ sources: [ThemeSource], with others: [ThemeSource] = [], packageRoot: ((ThemeSource) -> String)? = nil
    ) -> [Result] {
        familyStages(sources, with: others, packageRoot: packageRoot, emit: true)
            .map { result in
                var result = result
                result.swift = result.generated?.text
                result.generated = nil
                return result
            }
    }

    /// As ``compile(_:with:packageRoot:)``, with each result's Swift not yet
    /// made (``Result/generated``), for a caller that writes it to a file as
    /// it is made: what `swatch compile` does.
    package func compileWritingSwift(
        _ sources: [ThemeSource], with others: [ThemeSource] = [], packageRoot: ((ThemeSource) -> String)? = nil
    ) -> [Result] {
        familyStages(sources, with: others, packageRoot: packageRoot, emit: true)
    }

    private func familyStages(
        _ sources: [ThemeSource], with others: [ThemeSource], packageRoot: ((ThemeSource) -> String)?, emit: Bool
    ) -> [Result] {
        let all = sources + others
        let decoded = all.map(decode)
        let family = ThemeFamily(decoded.map(\.0), paths: all.map(\.path))
        let root = { (source: ThemeSource) in packageRoot?(source) ?? options.packageRoot ?? source.directory }
        // Per theme: its results, its whole (merged) AST, and its findings
        // before a brand's were attributed, which its own brands compare with.
        var results = [Result?](repeating: nil, count: all.count)
        var wholes = [ThemeAST?](repeating: nil, count: all.count)
        var unattributed = [Set<Diagnostic>](repeating: [], count: all.count)
        for index in family.order {
            var diagnostics = decoded[index].1 + family.diagnostics[index]
            guard let ast = decoded[index].0 else {
                results[index] = Result(diagnostics: diagnostics.sortedForOutput())
                continue
            }
            guard let baseIndex = family.bases[index] else {
                if family.broken.contains(index) {
                    results[index] = Result(diagnostics: diagnostics.sortedForOutput())
                    continue
                }
                var result = checkStages(ast, of: .theme(packageRoot: root(all[index])))
                unattributed[index] = Set(result.diagnostics)
                wholes[index] = ast
                result.diagnostics = (diagnostics + result.diagnostics).sortedForOutput()
                results[index] = result
                continue
            }
            guard !family.broken.contains(index) || family.diagnostics[index].isEmpty,
                let base = wholes[baseIndex], results[baseIndex]?.succeeded == true
            else {
                // A theme in a circle has its finding already; a brand of a
                // base with errors is checked once they are fixed.
                if family.diagnostics[index].isEmpty, let written = ast.base {
                    diagnostics.append(
                        Diagnostic(
                            .themeExtends,
                            "'\(ast.namespace)' is checked once its base '\(all[baseIndex].namespace)' has no errors; fix those first",
                            at: written.range))
                    // A base that is only read (a build's command for one
                    // brand) is not reported on its own: its errors are
                    // said here, or a build that stops at the brand's
                    // command would never show them.
                    if baseIndex >= sources.count, let baseResult = results[baseIndex] {
                        diagnostics += baseResult.diagnostics.filter { $0.severity == .error }
                    }
                }
                results[index] = Result(diagnostics: diagnostics.sortedForOutput())
                continue
            }
            let (whole, overrides, inheritance) = ThemeInheritance.merge(ast, over: base)
            var result = checkStages(whole, of: .theme(packageRoot: root(all[index])))
            unattributed[index] = Set(result.diagnostics)
            wholes[index] = whole
            diagnostics += inheritance
            diagnostics += InheritedFindings.attribute(
                result.diagnostics, brand: ast, merged: whole, baseFindings: unattributed[baseIndex],
                overrides: overrides)
            result.diagnostics = diagnostics.sortedForOutput()
            result.base = all[baseIndex].namespace
            results[index] = result
        }
        guard emit else { return sources.indices.map { results[$0]! } }
        let namespaces = all.map(\.namespace)
        return sources.indices.map { index in
            // A value written `unknown` is checked around, never made into Swift.
            var result = Self.refusingUnknownValues(results[index]!, for: "compiling")
            guard result.succeeded, let theme = result.theme else { return result }
            let bases = family.ancestors(of: index)
                .compactMap { ancestor in
                    results[ancestor]?.theme
                        .map { SwiftEmitter.Family.Base(namespace: $0.namespace, colors: $0.colors) }
                }
            let brands = family.brands(of: index, namespaces: namespaces).map { namespaces[$0] }
            result.generated = GeneratedSwift(
                emitter: SwiftEmitter(options: options.emitter), theme: theme, images: result.images,
                sourceFileName: all[index].fileName, family: .init(brands: brands, bases: bases))
            return result
        }
    }
}
