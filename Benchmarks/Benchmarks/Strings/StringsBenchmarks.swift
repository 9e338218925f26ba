import Benchmark
import Foundation
import GridStrings

/// Reading the app's string files: a String Catalog of about 2 MB in 20 languages, as Xcode writes
/// it, read by `StringFiles.load` (what every command does for a fixture with `"strings"`), and the
/// same bytes parsed by Foundation's `JSONSerialization` as the reference of the same run. Names
/// contain no dots or underscores (`run` reads them back from exported file names).
let benchmarks: @Sendable () -> Void = {
  let path = CatalogWorkload.written()

  Benchmark("read catalog 2MB 20 languages", configuration: .measuring) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? StringFiles.load([path], relativeTo: ""))
    }
  }

  Benchmark("read catalog 2MB (JSONSerialization)", configuration: .measuring) { benchmark in
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    for _ in benchmark.scaledIterations {
      blackHole(try JSONSerialization.jsonObject(with: data))
    }
  }
}

/// The catalog: keys with a title-like, a sentence-like and a plural string each, translated into
/// 20 languages with words of their own scripts, written pretty-printed as Xcode writes.
enum CatalogWorkload {
  static let languages = [
    "en", "de", "fr", "es", "it", "pt-BR", "nl", "sv", "fi", "pl", "ru", "uk", "tr", "ar", "he", "hi", "th",
    "ja", "ko", "zh-Hans",
  ]

  /// A few words per language, enough for text of realistic scripts and lengths.
  static let words: [String: [String]] = [
    "en": ["order", "ready", "pickup", "coffee", "settings", "account", "delivery"],
    "de": ["Bestellung", "abholbereit", "Kaffeebohnen", "Einstellungen", "Lieferadresse", "Konto"],
    "fr": ["commande", "prête", "retrait", "café", "réglages", "compte", "livraison"],
    "es": ["pedido", "listo", "recogida", "café", "ajustes", "cuenta", "entrega"],
    "it": ["ordine", "pronto", "ritiro", "caffè", "impostazioni", "account", "consegna"],
    "pt-BR": ["pedido", "pronto", "retirada", "café", "ajustes", "conta", "entrega"],
    "nl": ["bestelling", "klaar", "afhalen", "koffie", "instellingen", "account", "bezorging"],
    "sv": ["beställning", "klar", "upphämtning", "kaffe", "inställningar", "konto", "leverans"],
    "fi": ["tilaus", "valmiina", "noudettavaksi", "kahvipavut", "asetukset", "tili", "toimitus"],
    "pl": ["zamówienie", "gotowe", "odbioru", "kawa", "ustawienia", "konto", "dostawa"],
    "ru": ["заказ", "готов", "выдаче", "кофе", "настройки", "аккаунт", "доставка"],
    "uk": ["замовлення", "готове", "видачі", "кава", "налаштування", "обліковий", "доставка"],
    "tr": ["sipariş", "hazır", "teslim", "kahve", "ayarlar", "hesap", "teslimat"],
    "ar": ["الطلب", "جاهز", "للاستلام", "قهوة", "الإعدادات", "الحساب", "التوصيل"],
    "he": ["הזמנה", "מוכנה", "לאיסוף", "קפה", "הגדרות", "חשבון", "משלוח"],
    "hi": ["ऑर्डर", "तैयार", "पिकअप", "कॉफ़ी", "सेटिंग्स", "खाता", "डिलीवरी"],
    "th": ["คำสั่งซื้อ", "พร้อม", "รับสินค้า", "กาแฟ", "การตั้งค่า", "บัญชี", "จัดส่ง"],
    "ja": ["ご注文", "準備完了", "受け取り", "コーヒー豆", "設定", "アカウント", "配達"],
    "ko": ["주문", "준비", "완료", "커피", "설정", "계정", "배송"],
    "zh-Hans": ["订单", "已备好", "取货", "咖啡豆", "设置", "账户", "配送"],
  ]

  /// The catalog's text, about `size` bytes.
  static func catalog(size: Int = 2_000_000) -> String {
    var out = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
    var key = 0
    while out.utf8.count < size {
      if key > 0 { out += ",\n" }
      out += "    \"screen.\(key / 3).\(["title", "body", "count"][key % 3])\" : {\n"
      out += "      \"extractionState\" : \"manual\",\n      \"localizations\" : {\n"
      for (index, language) in languages.enumerated() {
        let list = words[language] ?? []
        func phrase(_ length: Int, from start: Int) -> String {
          let separator = ["ja", "zh-Hans", "th"].contains(language) ? "" : " "
          return (0..<length).map { list[(start + $0) % list.count] }.joined(separator: separator)
        }
        out += "        \"\(language)\" : {\n"
        if key % 3 == 2 {
          out += "          \"variations\" : {\n            \"plural\" : {\n"
          let forms = ["one", "few", "many", "other"]
          for (formIndex, form) in forms.enumerated() {
            out += "              \"\(form)\" : {\n                \"stringUnit\" : {\n"
            out += "                  \"state\" : \"translated\",\n"
            out += "                  \"value\" : \"%lld \(phrase(2, from: key + formIndex))\"\n"
            out += "                }\n              }\(formIndex < forms.count - 1 ? "," : "")\n"
          }
          out += "            }\n          }\n"
        } else {
          let state = (key + index) % 17 == 0 ? "needs_review" : "translated"
          out += "          \"stringUnit\" : {\n            \"state\" : \"\(state)\",\n"
          out += "            \"value\" : \"\(phrase(key % 3 == 0 ? 3 : 9, from: key))\"\n          }\n"
        }
        out += "        }\(index < languages.count - 1 ? "," : "")\n"
      }
      out += "      }\n    }"
      key += 1
    }
    out += "\n  },\n  \"version\" : \"1.0\"\n}\n"
    return out
  }

  /// The catalog written to a temporary file (the same one every run, written again), checked to
  /// read with every language; its path.
  static func written() -> String {
    let path = NSTemporaryDirectory() + "gridpreview-benchmark-catalog/Localizable.xcstrings"
    let text = catalog()
    try? FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    guard let read = try? StringFiles.load([path], relativeTo: ""), read.languages.count == languages.count
    else { fatalError("the benchmark's catalog does not read with its \(languages.count) languages") }
    return path
  }
}
