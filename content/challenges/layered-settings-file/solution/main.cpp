#include <cctype>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

const std::string MISSING = "(missing)";
const std::string EMPTY = "(empty)";

bool isName(const std::string& text) {
  if (text.empty()) return false;
  for (char ch : text)
    if (!std::isalnum((unsigned char)ch) && ch != '_' && ch != '-') return false;
  return true;
}

std::string trimSpaces(const std::string& text) {
  size_t from = text.find_first_not_of(' ');
  if (from == std::string::npos) return "";
  return text.substr(from, text.find_last_not_of(' ') - from + 1);
}

std::string lower(std::string text) {
  for (char& ch : text) ch = (char)std::tolower((unsigned char)ch);
  return text;
}

struct Parsed {
  bool isSection;
  std::string name;
  std::string value;
};

// A header or an assignment; nothing for blank lines, comments and malformed lines.
std::optional<Parsed> parseLine(const std::string& line) {
  std::string text = trimSpaces(line);
  if (text.empty() || text[0] == '#' || text[0] == ';') return std::nullopt;
  if (text[0] == '[') {
    if (text.size() < 2 || text.back() != ']') return std::nullopt;
    std::string name = trimSpaces(text.substr(1, text.size() - 2));
    if (!isName(name)) return std::nullopt;
    return Parsed{true, lower(name), ""};
  }
  size_t eq = text.find('=');
  if (eq == std::string::npos) return std::nullopt;
  std::string key = trimSpaces(text.substr(0, eq));
  if (!isName(key)) return std::nullopt;
  std::string value = trimSpaces(text.substr(eq + 1));
  if (value.size() >= 2 && value.front() == '"' && value.back() == '"') value = value.substr(1, value.size() - 2);
  return Parsed{false, lower(key), value};
}

std::vector<std::string> answerQueries(const std::vector<std::string>& lines, const std::vector<std::string>& queries) {
  std::unordered_map<std::string, std::string> settings;
  std::string section = "global";
  for (const auto& line : lines) {
    auto parsed = parseLine(line);
    if (!parsed) continue;
    if (parsed->isSection) section = parsed->name;
    else settings[section + "." + parsed->name] = parsed->value;
  }
  std::vector<std::string> answers;
  for (const auto& query : queries) {
    auto it = settings.find(lower(trimSpaces(query)));
    answers.push_back(it == settings.end() ? MISSING : it->second.empty() ? EMPTY : it->second);
  }
  return answers;
}

int main() {
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  auto readLine = [](std::string& line) {
    if (!std::getline(std::cin, line)) line.clear();
    if (!line.empty() && line.back() == '\r') line.pop_back();
  };
  std::string line;
  readLine(line);
  int n = 0, q = 0;
  sscanf(line.c_str(), "%d %d", &n, &q);
  std::vector<std::string> lines(n), queries(q);
  for (auto& fileLine : lines) readLine(fileLine);
  for (auto& query : queries) readLine(query);
  std::string out;
  for (const auto& answer : answerQueries(lines, queries)) out += answer + "\n";
  std::cout << out;
  return 0;
}
