/// Draft; replaced below.
public enum TextureRule: String, Hashable, Sendable, CaseIterable {
  case growSharesFlooredLeftoverToFirst
}
