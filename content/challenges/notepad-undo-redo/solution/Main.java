import java.io.*;
import java.util.*;

public class Main {
    static final class Command {
        final String op;
        final String word;

        Command(String op, String word) {
            this.op = op;
            this.word = word;
        }
    }

    static List<String> finalDocument(List<Command> commands) {
        ArrayList<String> document = new ArrayList<>();
        ArrayDeque<Command> undoStack = new ArrayDeque<>(); // actions done (op ADD or DEL)
        ArrayDeque<Command> redoStack = new ArrayDeque<>(); // actions undone
        for (Command command : commands) {
            switch (command.op) {
                case "ADD":
                    document.add(command.word);
                    undoStack.push(command);
                    redoStack.clear();
                    break;
                case "DEL":
                    if (!document.isEmpty()) {
                        undoStack.push(new Command("DEL", document.remove(document.size() - 1)));
                        redoStack.clear();
                    }
                    break;
                case "UNDO":
                    if (!undoStack.isEmpty()) {
                        Command action = undoStack.pop();
                        if (action.op.equals("ADD")) document.remove(document.size() - 1);
                        else document.add(action.word);
                        redoStack.push(action);
                    }
                    break;
                case "REDO":
                    if (!redoStack.isEmpty()) {
                        Command action = redoStack.pop();
                        if (action.op.equals("ADD")) document.add(action.word);
                        else document.remove(document.size() - 1);
                        undoStack.push(action);
                    }
                    break;
                default:
                    break;
            }
        }
        return document;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder all = new StringBuilder();
        char[] buffer = new char[1 << 16];
        int read;
        while ((read = in.read(buffer)) > 0) all.append(buffer, 0, read);
        StringTokenizer tokens = new StringTokenizer(all.toString());
        int q = tokens.hasMoreTokens() ? Integer.parseInt(tokens.nextToken()) : 0;
        List<Command> commands = new ArrayList<>(q);
        for (int i = 0; i < q; i++) {
            String op = tokens.nextToken();
            commands.add(new Command(op, op.equals("ADD") ? tokens.nextToken() : null));
        }
        List<String> words = finalDocument(commands);
        System.out.println(words.isEmpty() ? "EMPTY" : String.join(" ", words));
    }
}
