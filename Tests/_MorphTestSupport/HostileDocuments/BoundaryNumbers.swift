/// Number literals at every boundary Morph's scene format has, written as a scene document would
/// write them: zero and negative zero, the smallest subnormal, the largest doubles and beyond (which
/// YAML reads as infinity), the ±10⁹ limit of every number and just beyond it, the 3,600-second and
/// 86,400-second limits of times, the keyword forms of infinity and NaN, integer forms that overflow,
/// and values that are not numbers at all.
public enum BoundaryNumbers {
  /// Literals YAML reads (the core schema's forms), each a plain scalar.
  public static let yaml: [String] = [
    "0", "-0", "5e-324", "-5e-324", "1e-9", "0.001", "0.01", "0.5", "1", "-1", "100", "1000", "3600",
    "3600.0000001", "86400", "999999999.9999999", "1000000000", "1000000000.0000001", "1000000001", "-1000000000",
    "-1000000001", "1e15", "1e308", "-1e308", "1e309", ".nan", ".inf", "-.inf", "0x7fffffffffffffff",
    "0x8000000000000000", "~", "nan", "[1]",
  ]

  /// Literals valid in JSON, which has no infinity or NaN keyword: huge exponents overflow to them.
  public static let json: [String] = [
    "-0", "5e-324", "1000000001", "1e309", "-1e999", "1E400", "null", "\"NaN\"", "true", "[]",
  ]

  /// Literals for a value written inside a frame expression's text (`final(a) + (N, 0)`), whose own
  /// grammar reads plain decimals only.
  public static let expression: [String] = [
    "0", "-0", "0.0000000001", "1000000000", "1000000001", "99999999999999999999", "1e308", "1/0", "0/0",
    "-1/0", "width/0", "height*height*height*height", "width*1000000000*1000000000", ".5", "-(-(-(1)))",
    "((((((((((((((((((((1))))))))))))))))))))",
  ]
}
