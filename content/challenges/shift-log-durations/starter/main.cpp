#include <iostream>
#include <string>

const std::string UNITS = "dhms";
const long long UNIT_SECONDS[4] = {86400, 3600, 60, 1};

// Seconds of a valid entry, or -1 when the entry is invalid.
long long parseDuration(const std::string& entry) {
  // Write your solution here
  return -1;
}

std::string normalize(long long seconds) {
  std::string text;
  for (int r = 0; r < 4; ++r) {
    if (seconds >= UNIT_SECONDS[r]) {
      text += std::to_string(seconds / UNIT_SECONDS[r]) + UNITS[r];
      seconds %= UNIT_SECONDS[r];
    }
  }
  return text.empty() ? "0s" : text;
}

int main() {
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  int t;
  std::cin >> t;
  long long total = 0;
  std::string entry, out;
  for (int k = 0; k < t; ++k) {
    std::cin >> entry;
    long long seconds = parseDuration(entry);
    if (seconds < 0) {
      out += "invalid\n";
    } else {
      total += seconds;
      out += normalize(seconds) + "\n";
    }
  }
  out += "total " + normalize(total) + "\n";
  std::cout << out;
  return 0;
}
