import GridFixtures

/// Fills a string's format specifiers from a text reference's arguments, as `String(format:)` and
/// `String(localized:)` do: `%@`, `%d`, `%i`, `%u`, `%ld`, `%lld`, `%f`, `%.1f`, `%x`, `%%`,
/// positional `%1$@`, flags and widths, and plural variables `%#@name@` chosen by CLDR's rules.
///
/// A specifier without an argument is left as written (visible in the preview rather than
/// garbage); a number given to `%@` is written in its shortest form, a string given to `%d` as it is.
/// Numbers use ASCII digits and no grouping, as `String(format:)` without a locale does.
enum FormatString {
  static func format(
    _ template: String, arguments: [Fixture.Argument], substitutions: [String: Translation.Substitution],
    language: String
  ) -> String {
    formatWithForms(template, arguments: arguments, substitutions: substitutions, language: language).text
  }

  /// The text, and the plural variables' forms it took (`%#@name@`), in the order it took them.
  static func formatWithForms(
    _ template: String, arguments: [Fixture.Argument], substitutions: [String: Translation.Substitution],
    language: String
  ) -> (text: String, forms: [LocatedText]) {
    var formatter = Formatter(
      arguments: arguments, substitutions: substitutions, language: language, variableArgument: nil)
    let text = formatter.format(template)
    return (text, formatter.forms)
  }

  /// The category a plural string (without variables) is chosen by: its first number argument's.
  static func pluralCategory(arguments: [Fixture.Argument], language: String) -> PluralCategory {
    for argument in arguments {
      if case .number(let number) = argument { return PluralCategory.of(number, in: language) }
    }
    return .other
  }

  private struct Formatter {
    let arguments: [Fixture.Argument]
    let substitutions: [String: Translation.Substitution]
    let language: String
    /// Inside a plural variable's form: the argument its unnumbered specifiers (and `%arg`, the
    /// String Catalog's placeholder) format, with the variable's specifier.
    let variableArgument: (index: Int, specifier: String)?
    var next = 0
    /// The plural variables' forms taken so far.
    var forms: [LocatedText] = []

    init(
      arguments: [Fixture.Argument], substitutions: [String: Translation.Substitution], language: String,
      variableArgument: (index: Int, specifier: String)?
    ) {
      self.arguments = arguments
      self.substitutions = substitutions
      self.language = language
      self.variableArgument = variableArgument
    }

    mutating func format(_ template: String) -> String {
      let scalars = Array(template.unicodeScalars)
      var output = String.UnicodeScalarView()
      var i = 0
      while i < scalars.count {
        guard scalars[i] == "%" else {
          output.append(scalars[i])
          i += 1
          continue
        }
        let start = i
        i += 1
        guard i < scalars.count else {
          output.append("%")
          break
        }
        if scalars[i] == "%" {
          output.append("%")
          i += 1
          continue
        }
        // %arg: the String Catalog's placeholder for a variable's argument.
        if let variable = variableArgument, scalars[i...].starts(with: "arg".unicodeScalars) {
          output.append(
            contentsOf: formatted(argument: variable.index, conversion: variable.specifier).unicodeScalars)
          i += 3
          continue
        }
        var position: Int?
        var j = i
        while j < scalars.count, ("0"..."9").contains(scalars[j]) { j += 1 }
        if j > i, j < scalars.count, scalars[j] == "$",
          let number = Int(String(String.UnicodeScalarView(scalars[i..<j])))
        {
          position = number
          i = j + 1
        }
        // %#@name@: a plural variable.
        if i + 1 < scalars.count, scalars[i] == "#", scalars[i + 1] == "@" {
          var end = i + 2
          while end < scalars.count, scalars[end] != "@" { end += 1 }
          let name = String(String.UnicodeScalarView(scalars[(i + 2)..<min(end, scalars.count)]))
          guard end < scalars.count, let substitution = substitutions[name] else {
            output.append(contentsOf: scalars[start..<min(end + 1, scalars.count)])
            i = end + 1
            continue
          }
          i = end + 1
          let index = substitution.argument.map { $0 - 1 } ?? position.map { $0 - 1 } ?? takeNext()
          output.append(contentsOf: variable(substitution, argument: index).unicodeScalars)
          continue
        }
        // Flags, width, precision, length, conversion.
        var spec = ""
        while i < scalars.count, "-+ 0#'".unicodeScalars.contains(scalars[i]) {
          spec.unicodeScalars.append(scalars[i])
          i += 1
        }
        while i < scalars.count, ("0"..."9").contains(scalars[i]) || scalars[i] == "." {
          spec.unicodeScalars.append(scalars[i])
          i += 1
        }
        while i < scalars.count, "hlqLztj".unicodeScalars.contains(scalars[i]) { i += 1 }
        guard i < scalars.count, "@dDiuUxXoOfFeEgGcCsSaA".unicodeScalars.contains(scalars[i]) else {
          output.append(contentsOf: scalars[start..<min(i, scalars.count)])
          continue
        }
        let conversion = String(scalars[i])
        i += 1
        let index: Int
        if let position {
          index = position - 1
        } else if let variable = variableArgument {
          index = variable.index
        } else {
          index = takeNext()
        }
        guard arguments.indices.contains(index) else {
          output.append(contentsOf: scalars[start..<i])
          continue
        }
        output.append(
          contentsOf: Self.padded(formatted(argument: index, conversion: conversion, spec: spec), spec)
            .unicodeScalars)
      }
      return String(output)
    }

    mutating func takeNext() -> Int {
      defer { next += 1 }
      return next
    }

    /// A plural variable's form for its argument, formatted with the argument.
    mutating func variable(_ substitution: Translation.Substitution, argument index: Int) -> String {
      var category = PluralCategory.other
      if arguments.indices.contains(index), case .number(let number) = arguments[index] {
        category = PluralCategory.of(number, in: language)
      }
      guard let form = substitution.forms.form(for: category) else { return "" }
      let specifier = String(substitution.formatSpecifier.unicodeScalars.last.map(Character.init) ?? "d")
      var inner = Formatter(
        arguments: arguments, substitutions: substitutions, language: language,
        variableArgument: (index, specifier))
      let text = inner.format(form.text)
      forms += [form] + inner.forms
      return text
    }

    func formatted(argument index: Int, conversion: String, spec: String = "") -> String {
      guard arguments.indices.contains(index) else { return "" }
      let precision = spec.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first.flatMap {
        Int($0)
      }
      switch (arguments[index], conversion) {
      case (.text(let text), _): return text
      case (.number(let number), "d"), (.number(let number), "D"), (.number(let number), "i"),
        (.number(let number), "u"), (.number(let number), "U"):
        return Self.integer(number)
      case (.number(let number), "f"), (.number(let number), "F"):
        return Self.fixed(number, precision: precision ?? 6)
      case (.number(let number), "x"), (.number(let number), "X"), (.number(let number), "o"),
        (.number(let number), "O"):
        let value = Int64(exactly: number.rounded(.towardZero)) ?? 0
        let text = String(UInt64(bitPattern: value), radix: conversion.lowercased() == "o" ? 8 : 16)
        return conversion == "X" ? text.uppercased() : text
      case (.number(let number), "c"), (.number(let number), "C"):
        return UInt32(exactly: number).flatMap(Unicode.Scalar.init).map { String($0) } ?? ""
      case (.number(let number), _):
        return precision.map { Self.fixed(number, precision: $0) } ?? Self.shortest(number)
      }
    }

    /// `%5d`, `%-5@`, `%05d`: padded to the width with spaces (zeros with `0`, on the right with `-`).
    static func padded(_ text: String, _ spec: String) -> String {
      let widthDigits = spec.drop { "-+ #'".contains($0) }.prefix { $0 != "." }
      guard let width = Int(widthDigits), width <= 1000, text.count < width else { return text }
      let fill = String(
        repeating: widthDigits.hasPrefix("0") && !spec.contains("-") ? "0" : " ", count: width - text.count)
      return spec.contains("-") ? text + fill : fill + text
    }

    static func integer(_ number: Double) -> String {
      Int64(exactly: number.rounded(.towardZero)).map { String($0) } ?? shortest(number)
    }

    static func shortest(_ number: Double) -> String {
      if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
      return number.description
    }

    /// `%.Nf`: rounded to `precision` places (at most 15).
    static func fixed(_ number: Double, precision: Int) -> String {
      guard number.isFinite else { return number.description }
      let places = min(max(precision, 0), 15)
      var scale: UInt64 = 1
      for _ in 0..<places { scale *= 10 }
      let scaled = (abs(number) * Double(scale)).rounded()
      guard scaled < 9e18 else { return number.description }
      let whole = UInt64(scaled)
      let sign = number < 0 && whole != 0 ? "-" : ""
      guard places > 0 else { return sign + String(whole) }
      let fraction = String(whole % scale)
      return sign + String(whole / scale) + "." + String(repeating: "0", count: places - fraction.count)
        + fraction
    }
  }
}
