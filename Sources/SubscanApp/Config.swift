import Foundation
import SubscanCore

/// The user's settings: `$XDG_CONFIG_HOME/subscan/config.json` (else `~/.config/subscan/config.json`).
///
///     {"reminderDays": [7, 3, 1], "ocrLimit": 100, "defaultCurrency": "EUR", "languages": ["eng", "chi_sim", "spa"]}
///
/// Every key is optional; `subscan config` shows the effective values and where each came from.
public struct Config: Sendable {
    public var reminderDays: [Int] = [7, 3, 1]
    public var ocrLimit: Int = 100
    public var defaultCurrency: Currency? = nil
    public var languages: [String] = ["eng", "chi_sim", "spa"]
    /// Key → the file it was read from; keys not listed are defaults.
    public var sources: [String: String] = [:]
    public var path: String

    public static func path(environment: [String: String]) -> String {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg + "/subscan/config.json" }
        return (environment["HOME"] ?? ".") + "/.config/subscan/config.json"
    }

    public struct Invalid: Error, CustomStringConvertible {
        public var description: String
    }

    /// Reads the config file if there is one; a broken file is an error naming the file and the key.
    public static func load(environment: [String: String]) throws -> Config {
        let path = Config.path(environment: environment)
        var config = Config(path: path)
        guard let data = FileManager.default.contents(atPath: path) else { return config }
        guard let object = try? JSONSerialization.jsonObject(with: data), let dict = object as? [String: Any] else {
            throw Invalid(description: "\(path): not a JSON object (fix or delete the file)")
        }
        let known: Set<String> = ["reminderDays", "ocrLimit", "defaultCurrency", "languages"]
        if let unknown = dict.keys.first(where: { !known.contains($0) }) {
            throw Invalid(description: "\(path): unknown key \"\(unknown)\" (known: \(known.sorted().joined(separator: ", ")))")
        }
        if let v = dict["reminderDays"] {
            guard let days = v as? [Int], days.allSatisfy({ $0 >= 0 && $0 <= 365 }) else {
                throw Invalid(description: "\(path): \"reminderDays\" must be a list of whole days from 0 to 365")
            }
            config.reminderDays = days
            config.sources["reminderDays"] = path
        }
        if let v = dict["ocrLimit"] {
            guard let n = v as? Int, n >= 0 else { throw Invalid(description: "\(path): \"ocrLimit\" must be a whole number ≥ 0") }
            config.ocrLimit = n
            config.sources["ocrLimit"] = path
        }
        if let v = dict["defaultCurrency"] {
            guard let code = v as? String, let c = Currency(code: code) else {
                throw Invalid(description: "\(path): \"defaultCurrency\" must be an ISO 4217 code like \"EUR\"")
            }
            config.defaultCurrency = c
            config.sources["defaultCurrency"] = path
        }
        if let v = dict["languages"] {
            guard let langs = v as? [String], !langs.isEmpty else {
                throw Invalid(description: "\(path): \"languages\" must be a non-empty list like [\"eng\", \"chi_sim\"]")
            }
            config.languages = langs
            config.sources["languages"] = path
        }
        return config
    }
}

extension Config {
    /// Writes one key into the config file, keeping the others; the file is replaced atomically
    /// and created 0600 in a 0700 folder.
    public static func set(_ key: String, to value: Any, environment: [String: String]) throws {
        let path = Config.path(environment: environment)
        var dict: [String: Any] = [:]
        if let data = FileManager.default.contents(atPath: path) {
            guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw Invalid(description: "\(path): not a JSON object (fix or delete the file)")
            }
            dict = object
        }
        dict[key] = value
        let dir = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let data = try JSONSerialization.data(withJSONObject: dict, options: [.prettyPrinted, .sortedKeys])
        let temp = path + ".tmp-\(getpid())"
        guard FileManager.default.createFile(atPath: temp, contents: data, attributes: [.posixPermissions: 0o600]) else {
            throw Invalid(description: "\(path): cannot write the config file")
        }
        guard rename(temp, path) == 0 else {
            unlink(temp)
            throw Invalid(description: "\(path): cannot replace the config file")
        }
    }
}
