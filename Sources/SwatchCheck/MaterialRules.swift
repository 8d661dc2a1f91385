import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel

/// The Materials guidelines: vibrancy chosen by meaning, only vibrant content
/// on a material, and content legible over whatever shows through.
struct MaterialRules {
    var theme: ResolvedTheme
    var metric: any ContrastMetric

    /// The iOS system colors that have no vibrant versions on iOS.
    static func isIOSSystemColor(_ name: String) -> Bool {
        name.hasPrefix("system") && !name.hasSuffix("Background") && !name.hasSuffix("Fill")
    }

    static func check(_ theme: ResolvedTheme, metric: any ContrastMetric) -> [Diagnostic] {
        Self(theme: theme, metric: metric).check()
    }

    func check() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let platform = theme.platform
        if platform == .watchOS {
            for material in theme.materials {
                diagnostics.append(
                    Diagnostic(
                        .matWatchOS,
                        "watchOS does not support materials; remove material '\(material.name)' or use an opaque background color",
                        at: material.source.name.range, about: [material.name]))
            }
        }
        for material in theme.materials {
            diagnostics += checkBindings(of: material)
            if platform == .tvOS { diagnostics += tvOSAdvice(for: material) }
        }
        // A color drawn on a material must be bound to a vibrancy style there.
        for color in theme.colors {
            for entry in color.source?.on ?? [] {
                guard let material = theme.material(named: entry.value) else { continue }
                if material.binding(of: color.name) == nil {
                    diagnostics.append(Self.vibrantOnly(color.name, on: material, at: entry.range))
                }
            }
        }
        return diagnostics
    }

    static func vibrantOnly(_ color: String, on material: ResolvedMaterial, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .matVibrantOnly,
            "'\(color)' is drawn on material '\(material.name)' but is not vibrant there; bind it to a vibrancy style under the material's 'vibrancy:' (e.g. '\(color): label')",
            at: range, subject: color, about: [material.name])
    }

    private func checkBindings(of material: ResolvedMaterial) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for binding in material.bindings {
            let style = binding.style
            let color = binding.color
            /// A finding of the binding: of its color, on the material.
            func finding(_ rule: RuleID, weight: Diagnostic.Weight = .full, _ message: String, at range: SourceRange)
                -> Diagnostic
            {
                Diagnostic(rule, weight: weight, message, at: range, subject: color.name, about: [material.name])
            }
            if theme.platform == .iOS, color.isSystem, Self.isIOSSystemColor(color.name) {
                diagnostics.append(
                    finding(
                        .matIOSSystemColors,
                        "'\(color.name)' is an iOS system color, which has no vibrant version on iOS; use a label, fill or separator vibrancy style instead",
                        at: binding.colorRange))
                continue
            }
            // On macOS every system color has a vibrant version, so a tint may
            // take any style there.
            let macOSTint = theme.platform == .macOS && color.role == .tint
            if color.role.rawValue != style.family.roleName, !macOSTint {
                let fitting = Vibrancy.allCases.filter { $0.family.roleName == color.role.rawValue }.map(\.rawValue)
                let advice =
                    fitting.isEmpty
                    ? "a \(color.role.rawValue) color takes no vibrancy; draw it off the material"
                    : "a \(color.role.rawValue) color takes \(fitting.joined(separator: ", "))"
                diagnostics.append(
                    finding(
                        .matSemantic,
                        "'\(color.name)' is a \(color.role.rawValue) color but is given \(style.family.rawValue) vibrancy ('\(style.rawValue)'); \(advice)",
                        at: binding.styleRange))
                continue
            }
            if style == .quaternaryLabel, material.material.family == .iOS,
                material.material.name == "ultraThin" || material.material.name == "thin"
            {
                let ultra = material.material.name == "ultraThin"
                diagnostics.append(
                    finding(
                        .matQuaternaryThin, weight: ultra ? .full : .milder,
                        "quaternary label vibrancy is too faint on \(ultra ? "ultra-thin" : "thin") material; use tertiaryLabel or a thicker material",
                        at: binding.styleRange))
            }
            diagnostics += legibility(of: style, for: color, on: material, at: binding.styleRange)
        }
        return diagnostics
    }

    /// MAT-thickness: primary label vibrancy against the color's target over
    /// every backdrop. The other styles are de-emphasized by design: Apple's
    /// secondary, tertiary and quaternary labels, fills and separators fall
    /// below their targets even on an opaque background, so judging them on
    /// a material would only repeat that (MAT-quaternary-thin covers the
    /// faintest on the thinnest materials).
    private func legibility(
        of style: Vibrancy, for color: ResolvedColor, on material: ResolvedMaterial, at range: SourceRange
    ) -> [Diagnostic] {
        guard style == .label, color.source?.exemption == nil else { return [] }
        var failing: [(Appearance, ContrastMeasurement, ContrastTarget)] = []
        for state in Appearance.all {
            guard let target = ContrastTargets.target(for: color, in: state, theme: theme) else { return [] }
            let measurement = metric.worstContrast(
                of: style.color(on: material.material, in: state), on: material.material, in: state)
            if measurement.contrast < target.minimum { failing.append((state, measurement, target)) }
        }
        guard let worst = failing.min(by: { $0.1.contrast < $1.1.contrast }) else { return [] }
        var message =
            "'\(style.rawValue)' vibrancy on material '\(material.name)' (\(material.material.name)): \(ContrastRules.ratio(worst.1.contrast)) < \(ContrastRules.target(worst.2.minimum)) (the minimum for \(worst.2.purpose)) in \(AppearanceSet(states: failing.map(\.0)).description)"
        if let backdrop = worst.1.backdrop { message += " over a \(backdrop.hex) backdrop" }
        message += "; choose a thicker material for '\(color.name)'"
        return [Diagnostic(.matThickness, message, at: range, subject: color.name, about: [material.name])]
    }

    /// MAT-tvos: the light and dark materials do not adapt.
    private func tvOSAdvice(for material: ResolvedMaterial) -> [Diagnostic] {
        guard case .fixed(let scheme) = material.material.adaptivity else { return [] }
        return [
            Diagnostic(
                .matTVOS,
                "tvOS material '\(material.material.name)' is always \(scheme == .light ? "light" : "dark"), whatever the appearance; use 'regular' for overlays and 'prominent' for full-screen backgrounds, which adapt",
                at: material.source.catalog.range, about: [material.name])
        ]
    }
}
