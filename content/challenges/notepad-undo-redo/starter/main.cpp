#include <bits/stdc++.h>
using namespace std;

struct Command {
    string op;
    string word;
};

vector<string> finalDocument(const vector<Command>& commands) {
    // Write your solution here
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q = 0;
    cin >> q;
    vector<Command> commands(q);
    for (Command& command : commands) {
        cin >> command.op;
        if (command.op == "ADD") cin >> command.word;
    }
    vector<string> words = finalDocument(commands);
    if (words.empty()) {
        cout << "EMPTY\n";
    } else {
        for (size_t i = 0; i < words.size(); i++) cout << (i ? " " : "") << words[i];
        cout << "\n";
    }
    return 0;
}
