#include <bits/stdc++.h>
using namespace std;

using Graph = vector<vector<pair<int, long long>>>;  // neighbour, road length

// Distances from source to every village (index 0 unused), by an iterative traversal.
vector<long long> distancesFrom(int source, const Graph& graph) {
    vector<long long> dist(graph.size(), -1);
    vector<int> stack = {source};
    dist[source] = 0;
    while (!stack.empty()) {
        int v = stack.back();
        stack.pop_back();
        for (auto [u, w] : graph[v]) {
            if (dist[u] < 0) {
                dist[u] = dist[v] + w;
                stack.push_back(u);
            }
        }
    }
    return dist;
}

int farthestVillage(const vector<long long>& dist) {
    int best = 1;
    for (int v = 2; v < (int)dist.size(); v++)
        if (dist[v] > dist[best]) best = v;
    return best;
}

// parent[v] and length[v] describe the road from village v (2 <= v <= n) towards village 1.
// Returns {village, its largest distance to any village} for the village where that distance is smallest.
pair<int, long long> bestTower(int n, const vector<int>& parent, const vector<long long>& length) {
    Graph graph(n + 1);
    for (int v = 2; v <= n; v++) {
        graph[v].push_back({parent[v], length[v]});
        graph[parent[v]].push_back({v, length[v]});
    }
    // Quadratic: a full traversal from every village.
    int bestVillage = 0;
    long long bestDistance = -1;
    for (int v = 1; v <= n; v++) {
        vector<long long> dist = distancesFrom(v, graph);
        long long farthest = dist[farthestVillage(dist)];
        if (bestDistance < 0 || farthest < bestDistance) {
            bestVillage = v;
            bestDistance = farthest;
        }
    }
    return {bestVillage, bestDistance};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> parent(n + 1, 0);
    for (int v = 2; v <= n; v++) cin >> parent[v];
    vector<long long> length(n + 1, 0);
    for (int v = 2; v <= n; v++) cin >> length[v];
    auto [village, distance] = bestTower(n, parent, length);
    cout << village << " " << distance << "\n";
    return 0;
}
