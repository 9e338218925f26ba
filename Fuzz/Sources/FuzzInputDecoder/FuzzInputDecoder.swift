import GridInput

/// libFuzzer's entry point for input decoding: the bytes a terminal could send, in pieces with
/// pauses between some of them, through `InputDecoder` as the previewer's terminal session feeds it.
///
/// The input's first byte chooses where pauses (the escape delay running out) fall: after every
/// byte whose position, modulo it plus 2, is 0. Invariants, each a `fatalError` when broken:
/// - one pause always ends whatever is held (every byte sequence ends within a bounded delay);
/// - a `q` after a byte that is no UTF-8 (`0xC0`, `0xC1`, `0xF5`–`0xFF`) is the key q, unless that
///   byte is a raw coordinate of a legacy mouse report (`Esc [ M` and three bytes).
/// Time is linear in the input's length (libFuzzer's `-timeout` catches a decoder that is not).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  let every = Int(data[0]) + 2
  var decoder = InputDecoder()
  var events: [InputEvent] = []
  for (i, byte) in bytes.enumerated() {
    decoder.feed(byte, into: &events)
    if byte >= 0xF5 || byte == 0xC0 || byte == 0xC1 {
      let legacy: [UInt8] = [0x1B, 0x5B, 0x4D]
      let recent = bytes[..<(i + 1)]
      if !(4...6).contains(where: { recent.suffix($0).starts(with: legacy) }) {
        var probe = decoder
        var after: [InputEvent] = []
        probe.feed(0x71, into: &after)
        if after.last != .key(.character("q")) {
          fatalError("a q after byte \(byte) at \(i) did not act: \(after)")
        }
      }
    }
    if i % every == 0 {
      decoder.timeOut(into: &events)
      if decoder.isWaiting { fatalError("a pause did not end what was held at \(i)") }
    }
  }
  decoder.timeOut(into: &events)
  if decoder.isWaiting { fatalError("the last pause did not end what was held") }

  return 0
}

/// libFuzzer's driver, for a program that has its own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

@_cdecl("FuzzInputDecoder_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var count = argc
  var arguments = argv
  return runFuzzerDriver(&count, &arguments, fuzz)
}
