import GridScene

/// A previewer kept alive across benchmark iterations, stepping its text size up and down by one:
/// after the first step up and back, both sizes are in the scene's measurement cache.
final class SteppingPreview {
  private(set) var state: PreviewState
  private var isLarger = false

  /// Takes `state` and steps it up and back once, so both sizes are measured.
  init(_ state: PreviewState) {
    self.state = state
    step()
    step()
  }

  /// Steps to the other size.
  @discardableResult
  func step() -> [PreviewState.Command] {
    isLarger.toggle()
    return state.update(.action(.changeTextSize(isLarger ? 1 : -1)))
  }
}
