import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSupport

/// Finds and reads the files of an image declaration: resolves each path
/// (IMG-path), looks for `@2x`/`@3x` variants by name, reads headers
/// (IMG-file), and decodes pixels where a rule needs them. What it finds goes
/// to the rules as a ``LoadedImage``.
package struct ImageLoader: Sendable {
    package var files: ImageFileAccess

    package init(files: ImageFileAccess) {
        self.files = files
    }

    package init(packageRoot: String, themeFile: String) {
        self.init(files: ImageFileAccess(packageRoot: packageRoot, themeFile: themeFile))
    }

    package func load(_ declaration: ImageDeclaration) -> (image: LoadedImage, diagnostics: [Diagnostic]) {
        var variants: [ImageVariant] = []
        var unread: [UnreadFile] = []
        var diagnostics: [Diagnostic] = []
        var seen: Set<String> = []
        for file in declaration.files {
            if let problem = files.problemAsWritten(file.path) {
                // Reported once for the path, not once per scale looked for.
                let candidate = Candidate(path: file.path, scale: file.scale, isRequired: true)
                diagnostics.append(Self.diagnostic(problem, path: file.path, file: file, candidate: candidate))
                continue
            }
            var accountedFor = false
            for candidate in candidates(for: file) {
                let resolved: String
                switch files.resolve(candidate.path) {
                case .success(let path):
                    resolved = path
                case .failure(.missing) where !candidate.isRequired:
                    continue
                case .failure(let problem):
                    diagnostics.append(Self.diagnostic(problem, path: candidate.path, file: file, candidate: candidate))
                    accountedFor = true
                    continue
                }
                accountedFor = true
                // One file named twice (a base and its explicit 1x) is one variant.
                guard seen.insert("\(file.appearance)|\(resolved)").inserted else { continue }
                switch files.read(resolved: resolved) {
                case .success(let bytes):
                    if let variant = read(
                        bytes, candidate: candidate, file: file, kind: declaration.kind, into: &diagnostics)
                    {
                        variants.append(variant)
                    } else {
                        unread.append(
                            UnreadFile(
                                appearance: file.appearance, scale: candidate.scale, iconSize: file.iconSize,
                                path: candidate.path))
                    }
                case .failure(let problem):
                    diagnostics.append(Self.diagnostic(problem, path: candidate.path, file: file, candidate: candidate))
                }
            }
            if !accountedFor {
                // A base path none of whose variants exists: say what was looked for.
                diagnostics.append(missing(file))
            }
        }
        return (LoadedImage(declaration: declaration, variants: variants, unreadFiles: unread), diagnostics)
    }

    // MARK: Finding the files

    struct Candidate {
        var path: String
        var scale: Int?
        /// Named in the theme, so it must exist; a sibling found by name need not.
        var isRequired: Bool
    }

    /// The files to look for: the path itself, and for a raster base path its
    /// siblings by the `@2x` convention.
    func candidates(for file: ImageDeclaration.File) -> [Candidate] {
        let parsed = ImagePath(file.path)
        if file.scale != nil || file.iconSize != nil {
            return [Candidate(path: file.path, scale: file.scale ?? parsed.scale ?? 1, isRequired: true)]
        }
        if parsed.format?.isVector == true {
            return [Candidate(path: file.path, scale: nil, isRequired: true)]
        }
        // The plain name may be absent (an iOS image needs no 1x): only the
        // path as written with an explicit @Nx must exist. A base with no
        // variant at all is reported after the search.
        let named = parsed.scale ?? 1
        var found = [Candidate(path: file.path, scale: named, isRequired: parsed.scale != nil)]
        for scale in ImagePath.conventionScales where scale != named {
            found.append(Candidate(path: parsed.variant(scale: scale), scale: scale, isRequired: false))
        }
        return found
    }

    private func missing(_ file: ImageDeclaration.File) -> Diagnostic {
        let parsed = ImagePath(file.path)
        var message = "image file '\(file.path)' does not exist"
        if file.scale == nil, file.iconSize == nil, parsed.format?.isVector != true {
            let names = ImagePath.conventionScales.map {
                String(parsed.variant(scale: $0).dropFirst(parsed.directory.count))
            }
            message += " (looked for \(names.joined(separator: ", ")))"
        }
        let folder = files.themeDirectory.map { "the theme's folder, \($0)" } ?? "the theme's folder"
        return Diagnostic(
            .imgFile, message + "; paths are relative to \(folder): fix the path or add the file",
            at: file.range)
    }

    // MARK: Reading them

    private func read(
        _ bytes: [UInt8], candidate: Candidate, file: ImageDeclaration.File, kind: ImageDeclaration.Kind,
        into diagnostics: inout [Diagnostic]
    ) -> ImageVariant? {
        let info: ImageInfo
        do throws(ImageReadError) {
            info = try ImageHeaderReader.read(bytes)
        } catch {
            let rule: RuleID = if case .unsupported = error.kind { .imgFormat } else { .imgFile }
            var message = "'\(candidate.path)' \(error.message)"
            if rule == .imgFormat { message += "; its size and pixels cannot be checked" }
            diagnostics.append(Diagnostic(rule, message, at: file.range))
            return nil
        }
        var variant = ImageVariant(
            appearance: file.appearance, scale: info.isVector ? nil : candidate.scale, iconSize: file.iconSize,
            path: candidate.path, range: file.range, isNamedInTheme: candidate.path == file.path,
            info: info)
        if Self.needsPixels(kind: kind, info: info) {
            do throws(ImageReadError) {
                variant.pixels = .decoded(try PixelSummary.of(PNGFile(bytes)))
            } catch {
                if error.kind == .tooLarge {
                    variant.pixels = .notDecoded("'\(candidate.path)' \(error.message)")
                } else {
                    variant.pixels = .failed
                    diagnostics.append(Diagnostic(.imgFile, "'\(candidate.path)' \(error.message)", at: file.range))
                }
            }
        }
        return variant
    }

    /// App icons need their pixels when the header allows transparency;
    /// raster glyphs always, for their colors.
    static func needsPixels(kind: ImageDeclaration.Kind, info: ImageInfo) -> Bool {
        guard info.format == .png else { return false }
        switch kind {
        case .appIcon: return info.hasAlpha
        case .glyph: return true
        case .artwork, .photo: return false
        }
    }

    // MARK: Diagnostics

    private static func diagnostic(
        _ problem: ImageFileAccess.Problem, path: String, file: ImageDeclaration.File, candidate: Candidate
    ) -> Diagnostic {
        let found = candidate.path == file.path ? "" : " (found as a variant of '\(file.path)')"
        let message: String
        switch problem {
        case .empty:
            message = "the image path is empty; give a path relative to the theme file"
        case .absolute:
            message =
                "'\(path)' is an absolute path; image paths are relative to the theme file, so that the package builds on any machine"
        case .escapes:
            message = "'\(path)' leads outside the package root; keep images inside the package, next to the theme"
        case .linksOutside(let target):
            message =
                "'\(path)'\(found) is a symbolic link to '\(target)', outside the package root; copy the image into the package"
        case .themeOutsideRoot:
            message =
                "the theme file's folder is not inside the package root (or one of them does not exist), so '\(path)' cannot be checked against it"
        case .missing:
            message = "image file '\(path)' does not exist; fix the path or add the file"
        case .notAFile:
            message = "'\(path)'\(found) is not a regular file"
        case .unreadable(let reason):
            message = "'\(path)'\(found) cannot be read: \(reason)"
        case .tooLarge(let size):
            message = "'\(path)'\(found) is \(size) bytes, more than an image asset can reasonably be; it was not read"
        }
        return Diagnostic(problem.isPathProblem ? .imgPath : .imgFile, message, at: file.range)
    }
}
