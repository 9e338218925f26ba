/// How many processors are online: how many ways batch work is shared out (reading a large
/// fixture's sections, measuring, drawing slices, auditing).
public enum ProcessorCount {
  public static var online: Int { max(1, Syscalls.processorsOnline) }
}
