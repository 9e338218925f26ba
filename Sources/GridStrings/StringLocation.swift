import GridFixtures

/// A place in one of the app's string files: the file, as its path was given (relative to the
/// current directory when the fixture's was), and a line and column counted in Unicode scalars.
public struct StringLocation: Hashable, Sendable {
  public var fileName: String
  public var position: SourcePosition

  public init(fileName: String, position: SourcePosition) {
    self.fileName = fileName
    self.position = position
  }
}
