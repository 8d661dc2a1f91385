/// The matrices and white points of CSS Color Module Level 4, §"Sample code
/// for color conversions" (https://drafts.csswg.org/css-color-4/#color-conversion-code,
/// file `conversions.js`), copied digit for digit.
///
/// Keeping the spec's exact numbers, rational forms included, is what makes
/// our results agree with browsers and with colorjs.io to the last few ulps
/// instead of to four decimals.
@usableFromInline
enum ConversionConstants {
    // MARK: sRGB (`lin_sRGB_to_XYZ`, `XYZ_to_lin_sRGB`)

    @usableFromInline static let linearSRGBToXYZD65 = Matrix3(
        (506752 / 1228815, 87881 / 245763, 12673 / 70218),
        (87098 / 409605, 175762 / 245763, 12673 / 175545),
        (7918 / 409605, 87881 / 737289, 1001167 / 1053270))

    @usableFromInline static let xyzD65ToLinearSRGB = Matrix3(
        (12831 / 3959, -329 / 214, -1974 / 3959),
        (-851781 / 878810, 1648619 / 878810, 36519 / 878810),
        (705 / 12673, -2585 / 12673, 705 / 667))

    // MARK: Display P3 (`lin_P3_to_XYZ`, `XYZ_to_lin_P3`)

    @usableFromInline static let linearP3ToXYZD65 = Matrix3(
        (608311 / 1250200, 189793 / 714400, 198249 / 1000160),
        (35783 / 156275, 247089 / 357200, 198249 / 2500400),
        (0 / 1, 32229 / 714400, 5220557 / 5000800))

    @usableFromInline static let xyzD65ToLinearP3 = Matrix3(
        (446124 / 178915, -333277 / 357830, -72051 / 178915),
        (-14852 / 17905, 63121 / 35810, 423 / 17905),
        (11844 / 330415, -50337 / 660830, 316169 / 330415))

    // MARK: Bradford chromatic adaptation (`D65_to_D50`, `D50_to_D65`)

    @usableFromInline static let d65ToD50 = Matrix3(
        (1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
        (0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
        (-0.009243040646204504, 0.015055191490298152, 0.7518742814281371))

    @usableFromInline static let d50ToD65 = Matrix3(
        (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        (0.012314014864481998, -0.020507649298898964, 1.330365926242124))

    // MARK: OKLab (`XYZ_to_OKLab`, `OKLab_to_XYZ`)
    //
    // Björn Ottosson's M1/M2, recomputed by CSS against the D65 white above
    // (csswg-drafts#6642) at 64-bit precision (color.js#357), so OKLab white
    // comes out as exactly L = 1, a = b = 0 up to rounding.

    @usableFromInline static let xyzD65ToLMS = Matrix3(
        (0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
        (0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
        (0.0481771893596242, 0.2642395317527308, 0.6335478284694309))

    @usableFromInline static let lmsToOKLab = Matrix3(
        (0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
        (1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
        (0.0259040424655478, 0.7827717124575296, -0.8086757549230774))

    @usableFromInline static let okLabToLMS = Matrix3(
        (1.0000000000000000, 0.3963377773761749, 0.2158037573099136),
        (1.0000000000000000, -0.1055613458156586, -0.0638541728258133),
        (1.0000000000000000, -0.0894841775298119, -1.2914855480194092))

    @usableFromInline static let lmsToXYZD65 = Matrix3(
        (1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        (-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        (-0.0763729366746601, -0.4214933324022432, 1.5869240198367816))
}
