/// Figma's variable names as the theme's color names.
enum FigmaNames {
    /// `fgColor/default` → `fgColorDefault`, `Brand Colors/Primary blue` →
    /// `brandColorsPrimaryBlue`: the path's words in camel case, so the name
    /// is its Swift identifier and needs no quoting in the theme.
    static func swatchName(_ figmaName: String) -> String {
        var name = ""
        var startsWord = false
        for character in figmaName {
            guard character.isLetter || character.isNumber else {
                startsWord = !name.isEmpty
                continue
            }
            if name.isEmpty {
                name += character.lowercased()
            } else if startsWord {
                name += character.uppercased()
            } else {
                name.append(character)
            }
            startsWord = false
        }
        return name.isEmpty ? "unnamed" : name
    }
}
