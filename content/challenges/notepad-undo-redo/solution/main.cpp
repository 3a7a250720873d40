#include <bits/stdc++.h>
using namespace std;

struct Command {
    string op;
    string word;
};

vector<string> finalDocument(const vector<Command>& commands) {
    vector<string> document;
    vector<Command> undoStack;  // actions done, most recent last (op is ADD or DEL)
    vector<Command> redoStack;  // actions undone, most recently undone last
    for (const Command& command : commands) {
        if (command.op == "ADD") {
            document.push_back(command.word);
            undoStack.push_back(command);
            redoStack.clear();
        } else if (command.op == "DEL") {
            if (!document.empty()) {
                undoStack.push_back({"DEL", document.back()});
                document.pop_back();
                redoStack.clear();
            }
        } else if (command.op == "UNDO") {
            if (!undoStack.empty()) {
                Command action = undoStack.back();
                undoStack.pop_back();
                if (action.op == "ADD") document.pop_back();
                else document.push_back(action.word);
                redoStack.push_back(action);
            }
        } else if (command.op == "REDO") {
            if (!redoStack.empty()) {
                Command action = redoStack.back();
                redoStack.pop_back();
                if (action.op == "ADD") document.push_back(action.word);
                else document.pop_back();
                undoStack.push_back(action);
            }
        }
    }
    return document;
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
