import Foundation
import Swatch
import SwatchSupport
import Testing

@testable import SwatchCheck
@testable import SwatchDiagnostics
@testable import SwatchModel
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// Fix-its that fix: a fix-it passes every pair it touches once applied, and
/// where none can, no fix-it is offered and a note says what stops it.
@Suite struct FixItsThatFixTests {
    static func check(_ yaml: String) -> [Diagnostic] {
        ThemeCompiler().check(ThemeSource(path: "F.theme.yaml", text: yaml)).diagnostics
    }

    // MARK: DM-unpaired: the background proposed is one the color passes on

    @Test func anUnpairedColorIsNotProposedABackgroundItFailsOn() throws {
        // `CTAPrimaryBackground` is the closest name, but white text on its
        // light value (#F0F0F0) is 1.12:1; the page background passes.
        let yaml = """
            swatch: 1
            colors:
              page: { role: background, light: "#FFFFFF", dark: "#000000" }
              CTAPrimaryBackground: { role: background, light: "#F0F0F0", dark: "#000055" }
              CTAPrimaryForeground: { role: label, light: "#000000", dark: "#FFFFFF" }
              CTAPrimaryGhost: { role: label, light: "#FFFFFF", dark: "#FFFFFF" }
            """
        let unpaired = Self.check(yaml).filter { $0.rule == .dmUnpaired }
        let passes = try #require(unpaired.first { $0.subject == "CTAPrimaryForeground" })
        #expect(passes.fixIt?.message == "draw it on 'CTAPrimaryBackground': add 'on: [CTAPrimaryBackground]'")
        #expect(passes.notes.isEmpty)
        let ghost = try #require(unpaired.first { $0.subject == "CTAPrimaryGhost" })
        // White on black in dark passes, on #F0F0F0 in light fails, and so on
        // the page (#FFFFFF): no background it passes on, so no fix-it.
        #expect(ghost.fixIt == nil)
        #expect(ghost.remedy?.action == .pair(color: "CTAPrimaryGhost", background: nil))
        let notes = ghost.notes.map(\.message)
        #expect(
            notes.contains {
                $0.hasPrefix("not drawn on 'CTAPrimaryBackground' by the fix-it: it reaches 1.13:1 < 4.5:1")
                    && $0.hasSuffix("in every light state")
            })
        #expect(notes.contains { $0.hasPrefix("not drawn on 'page' by the fix-it: it reaches 1.00:1 < 4.5:1") })
        #expect(
            notes.last?
                .hasPrefix("no fix-it: 'CTAPrimaryGhost' fails on each background its name or the theme suggests")
                == true)
    }

    @Test func theBestNamedBackgroundItPassesOnIsProposed() throws {
        let yaml = """
            swatch: 1
            colors:
              page: { role: background, light: "#FFFFFF", dark: "#000000" }
              cardBackground: { role: background, light: "#FFFFFF", dark: "#FFFFFF" }
              cardTitleBackground: { role: background, light: "#777777", dark: "#777777" }
              cardTitle: { role: label, light: "#000000", dark: "#000000" }
            """
        let unpaired = try #require(Self.check(yaml).first { $0.rule == .dmUnpaired && $0.subject == "cardTitle" })
        // `cardTitleBackground` (4.69:1, below the 7:1 aim... and above the
        // minimum) is named first; had it failed, `cardBackground` would be next.
        #expect(unpaired.fixIt?.message.hasPrefix("draw it on 'cardTitleBackground'") == true)
        #expect(unpaired.fixIt?.message.hasSuffix("a warning once paired") == true)
        #expect(unpaired.fixIt?.message.contains("< 7:1 (the aim for small text) in every state") == true)
    }

    @Test func aBackgroundPassedOverForItsContrastIsNamed() throws {
        let yaml = """
            swatch: 1
            colors:
              page: { role: background, light: "#FFFFFF", dark: "#000000" }
              cardBackground: { role: background, light: "#FFFFFF", dark: "#FFFFFF" }
              cardTitleBackground: { role: background, light: "#000000", dark: "#000000" }
              cardTitle: { role: label, light: "#000000", dark: "#000000" }
            """
        let unpaired = try #require(Self.check(yaml).first { $0.rule == .dmUnpaired && $0.subject == "cardTitle" })
        #expect(unpaired.fixIt?.message == "draw it on 'cardBackground': add 'on: [cardBackground]'")
        #expect(
            unpaired.notes.map(\.message).first?.hasPrefix("not drawn on 'cardTitleBackground' by the fix-it") == true)
        // Applied, the pair it makes passes: no contrast finding at all.
        let fixed = yaml.replacingOccurrences(
            of: "cardTitle: { role: label,", with: "cardTitle: { role: label, on: [cardBackground],")
        #expect(!Self.check(fixed).contains { $0.rule == .dmContrast || $0.rule == .dmUnpaired })
    }
}

extension FixItsThatFixTests {
    // MARK: A value written as a reference is fixed where it is written

    static let sharedBlue = """
        swatch: 1
        colors:
          paper: { role: background, light: "#FFFFFF", dark: { base: "#1C1C1E", elevated: "#2C2C2E" } }
          card: { role: background, light: "#F2F2F7", dark: { base: "#2C2C2E", elevated: "#3A3A3C" } }
          blue: { role: tint, light: "#4A90D9", dark: "#0A84FF" }
          link: { role: label, light: { ref: blue }, dark: { ref: blue }, on: [paper] }
          badge: { role: fill, light: { ref: blue }, dark: { ref: blue }, on: [card] }
        """

    /// `yaml` with `fixIt` made, at its range.
    static func applying(_ fixIt: Diagnostic.FixIt, to yaml: String) throws -> String {
        let range = try #require(fixIt.range)
        var bytes = Array(yaml.utf8)
        let edits = [Diagnostic.FixIt.Edit(range: range, replacement: fixIt.replacement)] + fixIt.otherEdits
        let offsets = try edits.map { edit in
            (
                start: try #require(FixItEdits.offset(of: edit.range.start, in: bytes)),
                end: try #require(FixItEdits.offset(of: edit.range.end, in: bytes)), text: edit.replacement
            )
        }
        // The last in the file first, so that the others' offsets stay true.
        for edit in offsets.sorted(by: { $0.start > $1.start }) {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aReferenceIsFixedWhereItsValueIsWrittenWhenEveryColorShowingItPasses() throws {
        let found = Self.check(Self.sharedBlue)
        let link = try #require(
            found.first { $0.rule == .dmContrast && $0.subject == "link" && $0.message.contains("light state") })
        let fixIt = try #require(link.fixIt)
        // At blue's light literal (line 5), not at link's `{ ref: blue }`.
        #expect(fixIt.range?.start.line == 5)
        #expect(fixIt.message.hasPrefix("this value is 'blue'; change it where it is written"))
        #expect(fixIt.message.contains("every pair of the 1 other color showing it ('badge') passes with it"))
        let fixed = try Self.applying(fixIt, to: Self.sharedBlue)
        // Every light finding of the colors showing blue is gone, and none is new.
        let after = Self.check(fixed).filter { $0.rule == .dmContrast }
        #expect(!after.contains { $0.message.contains("light state") }, "\(after.map(\.message))")
        #expect(after.count < found.filter { $0.rule == .dmContrast }.count)
    }

    @Test func aReferenceWhoseValueAnotherColorNeedsAsItIsGetsANoteNamingThatPair() throws {
        let yaml = """
            swatch: 1
            colors:
              paper: { role: background, light: "#FFFFFF", dark: { base: "#1C1C1E", elevated: "#2C2C2E" } }
              blue: { role: tint, light: "#0A60C0", dark: "#0A84FF" }
              link: { role: label, light: { ref: blue }, dark: { ref: blue }, on: [paper] }
              buttonFill: { role: background, light: { ref: blue }, dark: { ref: blue } }
              buttonText: { role: label, light: "#FFFFFF", dark: "#FFFFFF", on: [buttonFill] }
            """
        // Lighter blue for the link on the dark paper, darker for white text on it: no value does both.
        let dark = try #require(
            Self.check(yaml)
                .first {
                    $0.rule == .dmContrast && $0.subject == "link" && $0.severity == .error
                })
        #expect(dark.fixIt == nil)
        let notes = dark.notes.map(\.message)
        #expect(notes.contains { $0.hasPrefix("this value is 'blue'; refer to a color that reaches 4.5:1 here") })
        #expect(
            notes.contains {
                $0.hasPrefix("no fix-it changes 'blue': ")
                    && $0.contains("leaves 'buttonText' on 'buttonFill' at 3.07:1 < 4.5:1 in dark")
            })
    }

    @Test func pureWhiteIsSearchedDownToBlack() throws {
        // White starts at the top of the lightness line: the search went up
        // only, and blamed the background although black passes.
        let yaml = """
            swatch: 1
            colors:
              fill: { role: background, light: "#D93F3F", dark: "#D93F3F" }
              onFill: { role: label, light: "#FFFFFF", dark: "#FFFFFF", on: [fill] }
            """
        let error = try #require(Self.check(yaml).first { $0.rule == .dmContrast && $0.severity == .error })
        #expect(error.fixIt?.replacement == "\"#080808\"")
        #expect(!error.notes.contains { $0.message.contains("change the background") })
    }
}

extension FixItsThatFixTests {
    // MARK: A contrast fix-it changes only the states that fail

    /// The fix-it of the first finding of `rule` about `subject` that `matching` picks.
    static func fixIt(in yaml: String, of subject: String, _ matching: (Diagnostic) -> Bool) throws -> Diagnostic.FixIt
    {
        let finding = try #require(
            check(yaml).first { $0.rule == .dmContrast && $0.subject == subject && matching($0) },
            "\(check(yaml).map(\.message))")
        return try #require(finding.fixIt)
    }

    @Test func aDarkValueFailingOnlyOnTheElevatedLevelIsSplitIntoLevels() throws {
        let yaml = """
            swatch: 1
            colors:
              paper: { role: background, light: "#FFFFFF", dark: { base: "#000000", elevated: "#3A3A3C" } }
              note:
                role: label
                light: "#1D1D1F"
                dark: "#A0A0A6"
                on: [paper]
            """
        let fixIt = try Self.fixIt(in: yaml, of: "note") { $0.severity == .error }
        #expect(fixIt.replacement.hasPrefix("{ base: \"#A0A0A6\", elevated: \"#"))
        #expect(fixIt.message.hasSuffix("written as a value per level, so that only the elevated level changes"))
        let fixed = try Self.applying(fixIt, to: yaml)
        #expect(fixed.contains("    dark: { base: \"#A0A0A6\", elevated: \"#"))
        // The base level (7.7:1 on black) is as it was, and nothing fails.
        #expect(!Self.check(fixed).contains { $0.rule == .dmContrast })
    }

    @Test func aValueFailingOnlyOnTheBaseLevelKeepsItsElevatedValue() throws {
        let yaml = """
            swatch: 1
            colors:
              paper: { role: background, light: "#FFFFFF", dark: { base: "#2C2C2E", elevated: "#000000" } }
              note: { role: label, light: "#1D1D1F", dark: "#A0A0A6", on: [paper] }
            """
        let fixIt = try Self.fixIt(in: yaml, of: "note") { $0.message.contains("dark · base") }
        #expect(fixIt.replacement.hasPrefix("{ base: \"#") && fixIt.replacement.hasSuffix("elevated: \"#A0A0A6\" }"))
        #expect(!Self.check(try Self.applying(fixIt, to: yaml)).contains { $0.rule == .dmContrast })
    }

    @Test func aValueFailingOnlyWithIncreaseContrastGetsAnIncreasedContrastValue() throws {
        // A fill needs 3:1, and 4.5:1 with Increase Contrast: #8E8E93 on white is 3.26:1.
        let yaml = """
            swatch: 1
            colors:
              paper: { role: background, light: "#FFFFFF", dark: { base: "#000000", elevated: "#1C1C1E" } }
              bar:
                role: fill
                light: "#8E8E93"
                dark: "#8E8E93"
                on: [paper]
            """
        let fixIt = try Self.fixIt(in: yaml, of: "bar") { $0.message.contains("increased contrast") }
        #expect(fixIt.range?.start.line == 5)
        #expect(fixIt.replacement.hasPrefix("fill\n    increasedContrast: { light: \"#"))
        #expect(fixIt.message.hasSuffix("so that only the states with Increase Contrast change"))
        let fixed = try Self.applying(fixIt, to: yaml)
        #expect(fixed.contains("    light: \"#8E8E93\"\n    dark: \"#8E8E93\""))
        #expect(!Self.check(fixed).contains { $0.rule == .dmContrast })
    }

    @Test func aLightValueFailingOnlyInDarkGetsADarkValueOfItsOwn() throws {
        // #595959 passes on white (7.0:1) and is shown in dark too, where it fails on #1C1C1E.
        let yaml = """
            swatch: 1
            colors:
              paper: { role: background, light: "#FFFFFF", dark: { base: "#1C1C1E", elevated: "#2C2C2E" } }
              caption:
                role: label
                light: "#595959"
                on: [paper]
            """
        let fixIt = try Self.fixIt(in: yaml, of: "caption") { $0.severity == .error }
        #expect(fixIt.range?.start.line == 5)
        #expect(fixIt.replacement.hasPrefix("label\n    dark: \"#"))
        #expect(fixIt.message.hasSuffix("added as a dark value, so that only the dark states change"))
        let fixed = try Self.applying(fixIt, to: yaml)
        #expect(fixed.contains("    light: \"#595959\""))
        #expect(!Self.check(fixed).contains { $0.rule == .dmContrast || $0.rule == .dmVariants })
        // In flow style, the key is added in the flow.
        let flow = """
            swatch: 1
            colors:
              paper: { role: background, light: "#FFFFFF", dark: { base: "#1C1C1E", elevated: "#2C2C2E" } }
              caption: { role: label, light: "#595959", on: [paper] }
            """
        let flowFix = try Self.fixIt(in: flow, of: "caption") { $0.severity == .error }
        #expect(flowFix.replacement.hasPrefix("label, dark: \"#"))
        #expect(!Self.check(try Self.applying(flowFix, to: flow)).contains { $0.rule == .dmContrast })
    }

    @Test func aSchemesIncreasedContrastValueIsAddedToTheIncreasedContrastTheColorWrites() throws {
        // #AEAEB2 passes on black (9.4:1) and fails on the lighter #48484A of dark with Increase Contrast.
        let yaml = """
            swatch: 1
            colors:
              paper: { role: background, light: "#FFFFFF", dark: "#000000", increasedContrast: { dark: "#48484A" } }
              caption:
                role: label
                light: "#3A3A3A"
                dark: "#AEAEB2"
                increasedContrast:
                  light: "#1C1C1E"
                on: [paper]
            """
        let fixIt = try Self.fixIt(in: yaml, of: "caption") { $0.severity == .error }
        #expect(fixIt.range?.start.line == 9)
        #expect(fixIt.replacement.hasPrefix("dark: \"#") && fixIt.replacement.hasSuffix("\"\n      light"))
        #expect(
            fixIt.message.hasSuffix(
                "added as an increased-contrast value, so that only the states with Increase Contrast change"))
        let fixed = try Self.applying(fixIt, to: yaml)
        #expect(fixed.contains("    dark: \"#AEAEB2\"\n") && fixed.contains("      light: \"#1C1C1E\"\n"))
        #expect(!Self.check(fixed).contains { $0.rule == .dmContrast })
        // In flow style, the key is added in the flow, before the one written.
        let flow = """
            swatch: 1
            colors:
              paper: { role: background, light: "#FFFFFF", dark: "#000000", increasedContrast: { dark: "#48484A" } }
              caption: { role: label, light: "#3A3A3A", dark: "#AEAEB2", increasedContrast: { light: "#1C1C1E" }, on: [paper] }
            """
        let flowFix = try Self.fixIt(in: flow, of: "caption") { $0.severity == .error }
        #expect(flowFix.replacement.hasPrefix("dark: \"#") && flowFix.replacement.hasSuffix("\", light"))
        #expect(!Self.check(try Self.applying(flowFix, to: flow)).contains { $0.rule == .dmContrast })
        // An empty mapping has no key to add one before (a second `increasedContrast:` would be a
        // duplicate key): the value is replaced, and the fix-it says what else it changes.
        let empty = flow.replacingOccurrences(of: "{ light: \"#1C1C1E\" }", with: "{}")
        let emptyFix = try Self.fixIt(in: empty, of: "caption") { $0.severity == .error }
        #expect(emptyFix.range == nil && emptyFix.replacement.hasPrefix("\"#"))
        #expect(emptyFix.message.hasSuffix("where it passes: it changes there as well"))
    }

    @Test func anIncreasedContrastValueOfOneLevelKeepsTheOtherLevelAsItShows() throws {
        // Only the base level fails with Increase Contrast in dark; its elevated value passes there.
        let yaml = """
            swatch: 1
            colors:
              paper: { role: background, light: "#FFFFFF", dark: "#000000", increasedContrast: { dark: "#48484A" } }
              badge: { role: label, light: "#3A3A3A", dark: { base: "#AEAEB2", elevated: "#F2F2F7" }, on: [paper] }
            """
        let fixIt = try Self.fixIt(in: yaml, of: "badge") { $0.severity == .error }
        #expect(fixIt.replacement.hasPrefix("label, increasedContrast: { dark: { base: \"#"))
        #expect(fixIt.replacement.hasSuffix(", elevated: \"#F2F2F7\" } }"))
        #expect(fixIt.message.hasSuffix("so that only the base level with Increase Contrast changes"))
        #expect(!Self.check(try Self.applying(fixIt, to: yaml)).contains { $0.rule == .dmContrast })
    }

    @Test func theFixItsOfAColorsTwoLevelsAppliedTogetherLeaveNoStateWithAnOldValue() throws {
        // The base value fails in dark with and without Increase Contrast;
        // the elevated value only with it. The elevated value's split used
        // to write the base level with Increase Contrast as it shows
        // (#8E8E93), which the base's own fix-it replaces: applied together,
        // that state kept the failing value until a second round.
        let yaml = """
            swatch: 1
            colors:
              paper:
                role: background
                light: "#FFFFFF"
                dark: { base: "#2C2C2E", elevated: "#1C1C1E" }
                increasedContrast: { dark: { base: "#48484A", elevated: "#3A3A3C" } }
              caption:
                role: label
                light: "#3A3A3A"
                dark: { base: "#8E8E93", elevated: "#AEAEB2" }
                on: [paper]
            """
        let base = try Self.fixIt(in: yaml, of: "caption") { $0.severity == .error }
        let elevated = try Self.fixIt(in: yaml, of: "caption") { $0.severity == .warning }
        #expect(base.range == nil && base.replacement == "\"#E2E2E7\"")
        #expect(elevated.replacement == "label\n    increasedContrast: { dark: \"#E2E2E7\" }")
        #expect(
            elevated.message.hasSuffix(
                "for both levels (the other level fails with Increase Contrast too), so that only the states with Increase Contrast change"
            ))
        // Each alone, and both in one round: nothing fails.
        let baseRange = try #require(Self.check(yaml).first { $0.severity == .error }?.range)
        // The base value is after the role the split writes after: made first.
        let both = try Self.applying(
            elevated, to: Self.applying(.init(replacement: base.replacement, message: "", at: baseRange), to: yaml))
        // Alone, the elevated fix-it leaves the base's error and nothing else.
        let alone = Self.check(try Self.applying(elevated, to: yaml)).filter { $0.rule == .dmContrast }
        #expect(alone.map(\.severity) == [.error])
        #expect(alone.first?.message.hasPrefix("'caption' on 'paper': 4.27:1 < 4.5:1") == true)
        #expect(alone.first?.range.start.line == baseRange.start.line + 1)
        #expect(!Self.check(both).contains { $0.rule == .dmContrast })
        // Both levels failing only with Increase Contrast: the two findings
        // offer the same edit, which one round makes once.
        let apart = """
            swatch: 1
            colors:
              paper:
                role: background
                light: "#FFFFFF"
                dark: { base: "#2C2C2E", elevated: "#1C1C1E" }
                increasedContrast: { dark: { base: "#48484A", elevated: "#3A3A3C" } }
              note: { role: label, light: "#3A3A3A", dark: { base: "#C7C7CC", elevated: "#C4C4C9" }, on: [paper] }
            """
        let fixIts = Self.check(apart).filter { $0.rule == .dmContrast }.compactMap(\.fixIt)
        #expect(fixIts.count == 2 && Set(fixIts).count == 1)
        #expect(!Self.check(try Self.applying(fixIts[0], to: apart)).contains { $0.rule == .dmContrast })
    }

    @Test func theDarkAndIncreasedContrastSplitsOfALightOnlyColorAreOneEdit() throws {
        // A color that writes `light:` alone fails in dark (its `dark:` split)
        // and in light with Increase Contrast (its `increasedContrast:`
        // split): both add a key after the role, so made apart one waited
        // for a second round. Both findings offer the one edit that adds both.
        for (layout, expected) in [
            (
                "caption:\n    role: label\n    light: \"#505050\"\n    on: [paper]",
                "label\n    dark: \"#B8B8B8\"\n    increasedContrast: { light: \"#3D3D3D\" }"
            ),
            (
                "caption: { role: label, light: \"#505050\", on: [paper] }",
                "label, dark: \"#B8B8B8\", increasedContrast: { light: \"#3D3D3D\" }"
            ),
        ] {
            let yaml = """
                swatch: 1
                colors:
                  paper:
                    role: background
                    light: "#FFFFFF"
                    dark: { base: "#1C1C1E", elevated: "#2C2C2E" }
                    increasedContrast: { light: "#D0D0D0" }
                  \(layout)
                """
            let findings = Self.check(yaml).filter { $0.rule == .dmContrast }
            #expect(findings.map(\.severity) == [.error, .warning])
            let fixIts = findings.compactMap(\.fixIt)
            #expect(fixIts.count == 2)
            #expect(fixIts.allSatisfy { $0.replacement == expected && $0.range == fixIts[0].range })
            #expect(fixIts[0].message.contains("with it, the failing light states get #3D3D3D"))
            #expect(fixIts[1].message.contains("with it, the failing dark states get #B8B8B8"))
            let fixed = try Self.applying(fixIts[0], to: yaml)
            #expect(!Self.check(fixed).contains { $0.rule == .dmContrast }, "\(fixed)")
        }
    }

    @Test func aLightOnlyValueFailingInEveryLightStateIsReplacedWithTheDarkValueAdded() throws {
        // Short of 7:1 in every light state, and below 4.5:1 in dark, where
        // it shows too: the light warning had no fix-it ("no one value
        // passes in every state"), and got one only once `dark:` was added.
        let yaml = """
            swatch: 1
            colors:
              paper: { role: background, light: "#FFFFFF", dark: { base: "#1C1C1E", elevated: "#2C2C2E" } }
              caption:
                role: label
                light: "#6A6A6A"
                on: [paper]
            """
        let findings = Self.check(yaml).filter { $0.rule == .dmContrast }
        #expect(findings.map(\.severity) == [.error, .warning])
        let fixIts = findings.compactMap(\.fixIt)
        #expect(fixIts.count == 2)
        for fixIt in fixIts {
            #expect(fixIt.replacement == "label\n    dark: \"#B9B9B9\"")
            #expect(fixIt.range?.start.line == 5)
            #expect(fixIt.otherEdits.map(\.replacement) == ["\"#595959\""])
            #expect(fixIt.otherEdits.first?.range.start.line == 6)
        }
        #expect(fixIts[1].message.contains("written in its place for the light states, which all fail"))
        #expect(!Self.check(try Self.applying(fixIts[0], to: yaml)).contains { $0.rule == .dmContrast })
    }

    @Test func statesWhoseAimNoColorReachesDoNotKeepTheOthersFromTheirFixIt() throws {
        // Short of 7:1 in dark · elevated and dark · base · increased contrast,
        // where a color reaches it, and over #606065 in dark · elevated ·
        // increased contrast, where not even white does: the warning had no
        // fix-it, and its reachable states waited for a second round.
        let yaml = """
            swatch: 1
            colors:
              paper:
                role: background
                light: "#FFFFFF"
                dark: { base: "#1C1C1E", elevated: "#2C2C2E" }
                increasedContrast: { dark: { base: "#3A3A3C", elevated: "#606065" } }
              caption: { role: label, light: "#3A3A3A", dark: "#A8A8AD", on: [paper] }
            """
        let findings = Self.check(yaml).filter { $0.rule == .dmContrast }
        #expect(findings.map(\.severity) == [.error, .warning])
        let fixIts = findings.compactMap(\.fixIt)
        #expect(fixIts.count == 2 && Set(fixIts.map(\.replacement)).count == 1)
        #expect(
            fixIts[0].replacement
                == "{ base: \"#A8A8AD\", elevated: \"#DBDBE0\" }, increasedContrast: { dark: \"#DBDBE0\" }")
        #expect(
            fixIts[1].message
                .hasPrefix(
                    "the nearest dark value with the same hue and chroma that reaches 7:1 wherever a color can is #DBDBE0; in dark · elevated · increased contrast no color reaches 7:1 on every pair"
                ))
        let left = Self.check(try Self.applying(fixIts[1], to: yaml)).filter { $0.rule == .dmContrast }
        #expect(left.map(\.severity) == [.warning])
        #expect(
            left.first?.message.hasSuffix("< 7:1 (the aim for small text) in dark · elevated · increased contrast")
                == true)
        #expect(left.first?.fixIt == nil)
    }

    /// The fix-it of the first DM-contrast finding of `subject` in the bad
    /// fixture `name`, the fixture's text, and the findings left once it is made.
    static func fixture(_ name: String, _ subject: String) throws -> (
        fixIt: Diagnostic.FixIt, fixed: String, left: [Diagnostic]
    ) {
        let yaml = try String(
            contentsOf: FixtureCorpus.root.appendingPathComponent("bad/\(name).theme.yaml"), encoding: .utf8)
        let fixIt = try Self.fixIt(in: yaml, of: subject) { _ in true }
        let fixed = try Self.applying(fixIt, to: yaml)
        return (fixIt, fixed, Self.check(fixed))
    }

    @Test func failingStatesThatCrossLevelsAndContrastsAreWrittenApart() throws {
        // Fails in dark · base and dark · elevated · increased contrast;
        // passes in dark · elevated and dark · base · increased contrast.
        let block = try Self.fixture("dm-contrast-levels-and-contrasts-cross", "caption")
        #expect(
            block.fixIt.replacement
                == "{ base: \"#CBCBCF\", elevated: \"#AEAEB2\" }\n    increasedContrast: { dark: { base: \"#AEAEB2\", elevated: \"#CBCBCF\" } }"
        )
        #expect(
            block.fixIt.message.hasSuffix(
                "its states written apart, so that only those that fail change (dark · base and dark · elevated · increased contrast)"
            ))
        #expect(!block.left.contains { $0.rule == .dmContrast && $0.subject == "caption" })
        #expect(block.left.filter { $0.rule == .dmContrast }.map(\.subject) == ["hint", "note", "tip"])
        let flow = try Self.fixture("dm-contrast-levels-and-contrasts-cross", "hint")
        #expect(
            flow.fixed.contains(
                "hint: { role: label, light: \"#3A3A3A\", dark: { base: \"#CBCBCF\", elevated: \"#AEAEB2\" }, increasedContrast: { dark: { base: \"#AEAEB2\", elevated: \"#CBCBCF\" } }, on: [paper] }"
            ))
        #expect(!flow.left.contains { $0.rule == .dmContrast && $0.subject == "hint" })
        // A color that writes `increasedContrast:` for light: the dark value
        // is added there, by a second edit of the same fix-it.
        let mapping = try Self.fixture("dm-contrast-levels-and-contrasts-cross", "note")
        #expect(mapping.fixIt.otherEdits.count == 1)
        #expect(
            mapping.fixed.contains(
                """
                    dark: { base: "#CBCBCF", elevated: "#AEAEB2" }
                    increasedContrast:
                      dark: { base: "#AEAEB2", elevated: "#CBCBCF" }
                      light: "#1C1C1E"
                """))
        #expect(!mapping.left.contains { $0.rule == .dmContrast && $0.subject == "note" })
        let flowMapping = try Self.fixture("dm-contrast-levels-and-contrasts-cross", "tip")
        #expect(
            flowMapping.fixed.contains(
                "increasedContrast: { dark: { base: \"#AEAEB2\", elevated: \"#CBCBCF\" }, light: \"#1C1C1E\" }"))
        #expect(!flowMapping.left.contains { $0.rule == .dmContrast && $0.subject == "tip" })
    }

    @Test func aLevelWrittenApartKeepsItsIncreasedContrastValue() throws {
        // The elevated level fails without Increase Contrast only: the
        // levels are written again, and the elevated value with Increase
        // Contrast kept in an increased-contrast value.
        let flow = try Self.fixture("dm-contrast-level-written-apart", "caption")
        #expect(flow.fixed.contains("    dark: { base: \"#F2F2F7\", elevated: \"#CBCBCF\" }\n"))
        #expect(
            flow.fixed.contains(
                "    increasedContrast: { dark: { base: \"#F2F2F7\", elevated: \"#AEAEB2\" } }\n    on: [paper]"))
        #expect(!flow.left.contains { $0.rule == .dmContrast && $0.subject == "caption" })
        // Block levels: written again as flow levels in their place.
        let block = try Self.fixture("dm-contrast-level-written-apart", "hint")
        #expect(
            block.fixed.contains(
                "    dark:\n      { base: \"#F2F2F7\", elevated: \"#CBCBCF\" }\n    increasedContrast: { dark: { base: \"#F2F2F7\", elevated: \"#AEAEB2\" } }\n    on: [paper]"
            ))
        #expect(!block.left.contains { $0.rule == .dmContrast && $0.subject == "hint" })
        // A level that is a reference is written again as that reference,
        // where its name alone shows the same color; with an `alpha:`, whose
        // text the checker does not hold, the value is replaced whole.
        let reference = """
            swatch: 1
            colors:
              paper:
                role: background
                light: "#FFFFFF"
                dark: { base: "#000000", elevated: "#3A3A3C" }
                increasedContrast: { dark: { base: "#000000", elevated: "#000000" } }
              white: { role: label, light: "#F2F2F7", dark: "#F2F2F7" }
              caption: { role: label, light: "#3A3A3A", dark: { base: { ref: white }, elevated: "#AEAEB2" }, on: [paper] }
              faint: { role: label, light: "#3A3A3A", dark: { base: { ref: white, alpha: 90% }, elevated: "#AEAEB2" }, on: [paper] }
            """
        let named = try Self.fixIt(in: reference, of: "caption") { _ in true }
        #expect(
            named.replacement
                == "{ base: { ref: white }, elevated: \"#CBCBCF\" }, increasedContrast: { dark: { base: { ref: white }, elevated: \"#AEAEB2\" } }"
        )
        #expect(!Self.check(try Self.applying(named, to: reference)).contains { $0.subject == "caption" })
        let whole = try Self.fixIt(in: reference, of: "faint") { _ in true }
        #expect(whole.range == nil && whole.replacement.hasPrefix("\"#"))
        #expect(whole.message.hasSuffix("where it passes: it changes there as well"))
    }

    @Test func aValueOutsideSRGBIsKeptInItsDisplayP3Components() throws {
        let p3 = try Self.fixture("dm-contrast-display-p3-kept", "go")
        #expect(p3.fixIt.replacement.hasPrefix("{ base: \"color(display-p3 0.2 0.75 0.3)\", elevated: \"#"))
        #expect(p3.fixIt.message.hasSuffix("written as a value per level, so that only the elevated level changes"))
        #expect(!p3.left.contains { $0.rule == .dmContrast })
        // The base level shows the color it showed.
        func go(_ text: String) throws -> Color {
            let theme = try #require(ThemeCompiler().check(ThemeSource(path: "F.theme.yaml", text: text)).theme)
            return try #require(theme.colors.first { $0.name == "go" })[Appearance(colorScheme: .dark)]
        }
        let original = try String(
            contentsOf: FixtureCorpus.root.appendingPathComponent("bad/dm-contrast-display-p3-kept.theme.yaml"),
            encoding: .utf8)
        let (before, after) = (try go(original), try go(p3.fixed))
        let difference: Double = [
            before.red - after.red, before.green - after.green, before.blue - after.blue,
        ]
        .map { abs($0) }.max()!
        #expect(difference < 1e-6)
    }

    @Test func levelsWithoutAnElevatedValueFailingThereAreWrittenWithAValueEach() throws {
        // #AEAEB2 shows on both levels; it passes on black and fails on the elevated #545456.
        let yaml = """
            swatch: 1
            colors:
              paper: { role: background, light: "#FFFFFF", dark: { base: "#000000", elevated: "#545456" } }
              caption:
                role: label
                light: "#595959"
                dark:
                  base: "#AEAEB2"
                on: [paper]
            """
        let fixIt = try Self.fixIt(in: yaml, of: "caption") { $0.severity == .error }
        #expect(fixIt.range?.start.line == 8 && fixIt.range?.start.column == 7)
        #expect(fixIt.range?.end.line == 8)
        #expect(fixIt.replacement.hasPrefix("{ base: \"#AEAEB2\", elevated: \"#"))
        #expect(
            fixIt.message.hasSuffix("its levels written with a value each, so that only the elevated level changes"))
        let fixed = try Self.applying(fixIt, to: yaml)
        #expect(fixed.contains("\n    on: [paper]"))
        #expect(!Self.check(fixed).contains { $0.rule == .dmContrast })
        let flow = """
            swatch: 1
            colors:
              paper: { role: background, light: "#FFFFFF", dark: { base: "#000000", elevated: "#545456" } }
              caption: { role: label, light: "#595959", dark: { base: "#AEAEB2" }, on: [paper] }
            """
        let flowFix = try Self.fixIt(in: flow, of: "caption") { $0.severity == .error }
        let flowFixed = try Self.applying(flowFix, to: flow)
        #expect(
            flowFixed.contains("dark: { base: \"#AEAEB2\", elevated: \"#") && flowFixed.contains("\" }, on: [paper] }"))
        #expect(!Self.check(flowFixed).contains { $0.rule == .dmContrast })
    }

    @Test func aTokenFilesOneValueForEveryStateIsChangedEverywhereAndSaysSo() throws {
        let path = "Tests/Fixtures/tokens/split/App.tokens.json"
        let found = ActionableFindingsTests.checkTokens(
            ImportFixItTests.Files(texts: [path: try ImportFixItTests.fixture(path)]), path: path)
        let bar = try #require(found.first { $0.rule == .dmContrast && $0.subject == "bar" })
        let fixIt = try #require(bar.fixIt)
        #expect(fixIt.range == nil)
        #expect(fixIt.replacement.hasPrefix("\"#"))
        #expect(
            fixIt.message.hasSuffix(
                "; this value is written once for every standard contrast state too, where it passes: it changes there as well"
            ))
    }
}

extension FixItsThatFixTests {
    @Test func aBrandThatChangesNoColorPointsAnAliasedTokenElsewhere() throws {
        // A modifier of sizes alone (as Primer's `size`) makes brands whose
        // theme is the base's: the edit the base's check chose holds there.
        let root = "Tests/Fixtures/tokens/brands/"
        var files = ImportFixItTests.Files(texts: [:])
        files.texts[root + "App.resolver.json"] = """
            {
              "name": "App",
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
              "modifiers": {
                "size": {
                  "contexts": { "default": [], "coarse": [{ "$ref": "sizes.json#/coarse" }] },
                  "default": "default"
                },
                "mode": {
                  "contexts": { "light": [], "dark": [{ "$ref": "modes.json#/dark" }] },
                  "default": "light"
                }
              },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/size" }, { "$ref": "#/modifiers/mode" }]
            }
            """
        files.texts[root + "sizes.json"] = """
            { "coarse": { "space": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } } }
            """
        files.texts[root + "base.tokens.json"] = """
            {
              "base": { "$type": "color", "gray": { "$value": "#9A9A9A" }, "ink": { "$value": "#3A3A3A" } },
              "space": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
              "color": {
                "$type": "color",
                "canvas": { "$value": "#FFFFFF", "$extensions": { "dev.swatch": { "role": "background" } } },
                "hint": { "$value": "{base.gray}", "$extensions": { "dev.swatch": { "role": "label", "on": ["{color.canvas}"] } } }
              }
            }
            """
        files.texts[root + "modes.json"] = """
            {
              "dark": {
                "base": { "gray": { "$value": "#C0C0C0" }, "ink": { "$value": "#D0D0D0" } },
                "color": { "canvas": { "$value": "#1C1C1E" } }
              }
            }
            """
        let found = ActionableFindingsTests.checkTokens(files, path: root + "App.resolver.json")
        let hint = try #require(
            found.first { $0.rule == .dmContrast && $0.subject == "color.hint" && $0.severity == .error },
            "\(found.map(\.message))")
        let fixIt = try #require(hint.fixIt, "\(hint.notes.map(\.message))")
        // The alias is pointed at another swatch, in place; 'base.gray',
        // which other tokens may show, keeps its value.
        #expect(fixIt.message.hasPrefix("point it at 'base.ink'"), "\(fixIt.message)")
        #expect(fixIt.range == nil && fixIt.replacement == "\"{base.ink}\"")
        #expect(!hint.notes.contains { $0.message.contains("not offered as a fix-it") })
    }

    @Test func aDocumentWithBrandsPointsAnAliasedTokenElsewhere() throws {
        // A token aliasing the base's palette in a document whose brands are
        // checked apart: the edit that passes in one may break another.
        let root = "Tests/Fixtures/tokens/brands/"
        var files = ImportFixItTests.Files(texts: [:])
        for name in ["App.resolver.json", "base.tokens.json", "modes.json", "themes.json"] {
            files.texts[root + name] = try ImportFixItTests.fixture(root + name)
        }
        files.texts[root + "base.tokens.json"] = """
            {
              "base": { "$type": "color", "gray": { "$value": "#9A9A9A" }, "ink": { "$value": "#3A3A3A" } },
              "color": {
                "$type": "color",
                "canvas": { "$value": "#FFFFFF", "$extensions": { "dev.swatch": { "role": "background" } } },
                "accent": { "$value": "#C2410C", "$extensions": { "dev.swatch": { "role": "tint", "on": ["{color.canvas}"] } } },
                "hint": { "$value": "{base.gray}", "$extensions": { "dev.swatch": { "role": "label", "on": ["{color.canvas}"] } } }
              }
            }
            """
        files.texts[root + "modes.json"] = """
            {
              "dark": {
                "base": { "gray": { "$value": "#C0C0C0" }, "ink": { "$value": "#D0D0D0" } },
                "color": { "canvas": { "$value": "#1C1C1E" } }
              }
            }
            """
        let found = ActionableFindingsTests.checkTokens(files, path: root + "App.resolver.json")
        let hint = try #require(
            found.first { $0.rule == .dmContrast && $0.subject == "color.hint" && $0.severity == .error })
        // The palette's value is never the place: the alias is pointed
        // elsewhere, and `swatch fix` holds the edit to every brand (NoWorseRound).
        let fixIt = try #require(hint.fixIt, "\(hint.notes.map(\.message))")
        #expect(fixIt.message.hasPrefix("point it at 'base.ink'"), "\(fixIt.message)")
        #expect(fixIt.range == nil)
    }
}
