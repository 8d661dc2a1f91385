extension Diagnostic {
    /// What fixes a finding, as the rule means it rather than as text: "pair
    /// 'body' with 'canvas'", "give 'canvas' an elevated value". A rule
    /// writes its fix-it and advice in the theme language; a file of another
    /// format (a token file, an asset catalog) is fixed in its own terms, and
    /// its importer reads the remedy to write them, or to say that the format
    /// cannot hold the fix.
    package struct Remedy: Hashable, Sendable {
        package enum Action: Hashable, Sendable {
            /// Draw `color` on `background` (nil: the theme has no background
            /// to suggest).
            case pair(color: String, background: String?)
            /// Give background `color` a dark value at the elevated level that
            /// differs from the base one.
            case elevatedValue(color: String)
            /// Give `color` a value in the color scheme it lacks ("light", "dark").
            case schemeValue(color: String, scheme: String)
            /// Give background `color` a dark value that is not pure white (a
            /// slightly darker white, as #F2F2F7).
            case softerWhite(color: String)
            /// Write the color `css` (a hex literal, or `color(display-p3 …)`)
            /// in place of the value the finding points at.
            case value(css: String)
            /// Point the alias the finding points at to the color `name`,
            /// another swatch of the file's palette, in place of the one it
            /// names now (whose value other tokens share).
            case alias(name: String)
        }

        package var action: Action
        /// The words of the finding's message that tell how to fix it in the
        /// theme language ("name what it is drawn on with 'on:'"); another
        /// format replaces them with its own. Empty when the message says none.
        package var advice: String
        /// What taking the fix leaves, said with it in every format's words
        /// of the fix ("there it reaches 5.07:1 < 7:1 …, a warning once
        /// paired"); empty when it leaves nothing.
        package var caveat: String
        /// The color schemes ("light", "dark") whose increased-contrast
        /// states fail when no standard state does; empty otherwise. A
        /// format that holds increased-contrast values apart (an asset
        /// catalog's `contrast: high` entries) adds one for them rather than
        /// change the value the standard states show.
        package var increasedContrastOnly: [String] = []

        package init(_ action: Action, advice: String = "", caveat: String = "") {
            self.action = action
            self.advice = advice
            self.caveat = caveat
        }

        /// The color the fix changes, when it changes one by name.
        package var color: String? {
            switch action {
            case .pair(let color, _), .elevatedValue(let color), .schemeValue(let color, _), .softerWhite(let color):
                color
            case .value, .alias: nil
            }
        }
    }
}
