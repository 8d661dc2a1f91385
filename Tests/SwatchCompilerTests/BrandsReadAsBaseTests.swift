import Foundation
import Swatch
import SwatchSupport
import Testing

@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchPipeline
@testable import SwatchSyntax
@testable import SwatchTestSupport

/// A brand that reads every color as the base does takes the base's theme
/// without its layers being merged again (``BrandsReadAsBase``): the
/// document, its findings and its check are what merging every brand gives.
@Suite struct BrandsReadAsBaseTests {
    /// What a context of the `density` brand modifier may hold: tokens at
    /// paths of its own, typed by themselves or their group (which a brand
    /// may take from the base), and tokens a brand may not (one the base
    /// defines too, a color, an untyped one, one an alias of the base names).
    static let pieces = [
        ##"{ "density": { "CONTEXT": { "$type": "dimension", "$value": "4px" } } }"##,
        ##"{ "spacing": { "$type": "dimension", "CONTEXT": { "$value": "2px" }, "named": { "$value": "{size.gap}" } } }"##,
        ##"{ "density": { "$root": { "$type": "dimension", "$value": "1px" } } }"##,
        ##"{ "size": { "gap": { "$type": "dimension", "$value": "12px" } } }"##,
        ##"{ "color": { "accent": { "$type": "color", "$value": "#123456" } } }"##,
        ##"{ "color": { "$type": "color", "extra": { "$value": "#00FF00" } } }"##,
        ##"{ "density": { "loose": { "$value": "#ABCDEF" } } }"##,
        ##"{ "density": { "named": { "$type": "dimension", "$value": "3px" } } }"##,
        ##"{ "density": { "tint": { "$type": "dimension", "$value": "5px" } } }"##,
    ]

    /// A resolver document: a base set of colors and sizes (an alias of a
    /// brand's token among them, at times), a light and dark modifier, and
    /// a `density` modifier of three contexts, each holding drawn pieces.
    static func drawDocument(using generator: inout SeededGenerator) -> String {
        func hex() -> String {
            "#" + (0..<6).map { _ in String("0123456789ABCDEF".randomElement(using: &generator)!) }.joined()
        }
        let namesBrandToken = Bool.random(using: &generator)
        let colorNamesBrandToken = Int.random(in: 0..<4, using: &generator) == 0
        let contexts = ["regular", "compact", "spacious"]
            .map { name in
                let count = Int.random(in: 0...2, using: &generator)
                let trees = (0..<count)
                    .map { _ in
                        pieces.randomElement(using: &generator)!.replacingOccurrences(of: "CONTEXT", with: name)
                    }
                return "\"\(name)\": [\(trees.joined(separator: ", "))]"
            }
        return """
            {
              "sets": { "base": { "sources": [{
                "color": { "$type": "color",
                  "canvas": { "$value": "\(hex())", "$extensions": { "dev.swatch": { "role": "background" } } },
                  "ink": { "$value": "\(hex())", "$extensions": { "dev.swatch": { "role": "label", "on": ["{color.canvas}"] } } },
                  "accent": { "$value": "\(Bool.random(using: &generator) ? "{color.ink}" : hex())", "$extensions": { "dev.swatch": { "role": "tint", "on": ["{color.canvas}"] } } }\(colorNamesBrandToken ? #", "borrowed": { "$value": "{density.tint}" }"# : "")
                },
                "size": { "$type": "dimension", "gap": { "$value": "8px" }\(namesBrandToken ? #", "pad": { "$value": "{density.named}" }"# : "") }
              }] } },
              "modifiers": {
                "theme": { "contexts": { "light": [], "dark": [{ "color": { "canvas": { "$value": "\(hex())" }, "ink": { "$value": "\(hex())" } } }] }, "default": "light" },
                "density": { "contexts": { \(contexts.joined(separator: ", ")) }, "default": "regular" }
              },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/density" }]
            }
            """
    }

    /// The document `text` makes, with brands that read as the base taken
    /// from it or (`takingBase` false) every brand merged; and how many
    /// brands were taken.
    static func read(_ text: String, takingBase: Bool) -> (document: BrandedDocument, taken: Int) {
        var taken = 0
        let document = ResolverDocumentReading.read(
            text, adjusting: { $0.takesBaseForBrands = takingBase },
            afterwards: { taken = $0.brandsTakenFromBase.count })
        return (document, taken)
    }

    @Test func aBrandTakenFromTheBaseIsWhatMergingItGives() async {
        var taken = 0
        var merged = 0
        await PropertySeeds.check(count: 60, draw: Self.drawDocument) { text in
            let (shortcut, brandsTaken) = Self.read(text, takingBase: true)
            let (whole, none) = Self.read(text, takingBase: false)
            #expect(none == 0)
            taken += brandsTaken
            merged += whole.brands.count - brandsTaken
            #expect(shortcut.base == whole.base)
            #expect(shortcut.brands.map(\.ast) == whole.brands.map(\.ast))
            #expect(shortcut.brands.map(\.description) == whole.brands.map(\.description))
            #expect(shortcut.diagnostics == whole.diagnostics)
            #expect(shortcut.contained == whole.contained)
            let compiler = ThemeCompiler()
            #expect(shortcut.check(with: compiler).diagnostics == whole.check(with: compiler).diagnostics)
        }
        // The draws hold both kinds of brand: those taken from the base, and those merged.
        #expect(taken > 0)
        #expect(merged > 0)
    }

    @Test func primersSizeBrandsAreTakenFromTheBase() {
        // The shape of GitHub Primer's `size` modifier: an empty default
        // context, and two that give dimension tokens of their own paths.
        let text = """
            {
              "sets": { "base": { "sources": [{ "color": { "$type": "color", "canvas": { "$value": "#FFFFFF" } },
                "control": { "minTarget": { "fine": { "$type": "dimension", "$value": "{base.size.16}" } } },
                "base": { "size": { "$type": "dimension", "16": { "$value": "16px" }, "44": { "$value": "44px" } } } }] } },
              "modifiers": { "size": { "contexts": { "default": [],
                "coarse": [{ "control": { "minTarget": { "auto": { "$value": "{base.size.44}", "$type": "dimension" } } } }],
                "fine": [{ "control": { "minTarget": { "auto": { "$value": "{base.size.16}", "$type": "dimension" } } } }] },
                "default": "default" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/size" }]
            }
            """
        let (document, taken) = Self.read(text, takingBase: true)
        #expect(document.brands.map(\.description) == ["size: coarse", "size: fine"])
        #expect(taken == 2)
    }
}
