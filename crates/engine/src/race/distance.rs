//! Shortest paths for the computer player: how many turns from each place to a goal, given
//! which cards an agent holds and where the boats are.
//!
//! The graph is the board plus one extra node per gate, "gate open" (a gate card has been
//! played there to leave by it, so the agent may cross the lake from it). Under the printed
//! rules a landing reaches the plain gate node; under the house rule it opens the gate. A move needing a card costs one
//! turn if the card is in hand, and one turn plus the expected digging time if not.

use std::sync::OnceLock;

use super::board::{
    route_ends, Gate, GreenRole, Kind, Space, AIRPORTS, GREEN, ROUTES, SHORE, SPACES,
};
use super::cards::{
    Card, CLASSES, CLASS_CENTRE, CLASS_GATE, CLASS_HELICOPTER, CLASS_ISLAND_HELICOPTER,
    CLASS_SWIMMING, CLASS_TAKE,
};
use super::state::Race;
use crate::core::game::Seat;

/// Board spaces plus the four "gate open" nodes.
pub const NODES: usize = SPACES + 4;
const NONE: u8 = u8::MAX;

/// Expected extra turns to dig a missing card of each class out of the pack (fewer copies,
/// longer digging).
pub fn penalty(class: usize) -> f32 {
    match class {
        c if c < ROUTES => 10.0,
        CLASS_HELICOPTER => 4.0,
        CLASS_ISLAND_HELICOPTER | CLASS_SWIMMING | CLASS_CENTRE => 6.0,
        c if (CLASS_GATE..CLASS_GATE + 4).contains(&c) => 8.0,
        CLASS_TAKE => 3.0,
        _ => 20.0,
    }
}

/// One directed edge.
#[derive(Clone, Copy, Debug)]
pub struct Edge {
    pub from: u8,
    pub to: u8,
    /// Card classes needed (`u8::MAX`: none).
    pub need: [u8; 2],
    /// The edge exists only if a boat is (`true`) or is not (`false`) at this space.
    pub boat: Option<(Space, bool)>,
}

pub fn open_node(g: Gate) -> usize {
    SPACES + g.index()
}

/// The node an agent stands on (a swimmer counts as one turn short of the landing).
pub fn node_of(race: &Race, seat: Seat) -> usize {
    let a = &race.agents[seat];
    match a.at.kind() {
        Kind::Gate(g) if a.gate_open => open_node(g),
        _ => a.at.index(),
    }
}

/// The space a node stands for.
pub fn space_of(node: usize) -> Space {
    if node >= SPACES {
        Space::gate(Gate::from_index(node - SPACES))
    } else {
        Space(node as u8)
    }
}

fn build_edges(arrival_opens_gate: bool) -> Vec<Edge> {
    let mut e = Vec::new();
    let mut add = |from: usize, to: usize, need: [u8; 2], boat: Option<(Space, bool)>| {
        e.push(Edge {
            from: from as u8,
            to: to as u8,
            need,
            boat,
        })
    };
    let free = [NONE, NONE];
    let one = |c: usize| [c as u8, NONE];
    for r in 0..ROUTES {
        let (a, b) = route_ends(r);
        add(a.index(), b.index(), one(r), None);
        add(b.index(), a.index(), one(r), None);
    }
    for i in 0..AIRPORTS {
        let a = Space::airport(i);
        let c = a.black_line().expect("line");
        add(a.index(), c.index(), free, None);
        add(c.index(), a.index(), free, None);
    }
    for k in 0..GREEN {
        let p = Space::green(k);
        let q = Space::green(k + 1);
        add(p.index(), q.index(), free, None);
        add(q.index(), p.index(), free, None);
        if p.green_role() == Some(GreenRole::Junction) {
            let s = p.black_line().expect("line");
            add(p.index(), s.index(), free, None);
            add(s.index(), p.index(), free, None);
        }
        if p.green_role() == Some(GreenRole::H) {
            for b in p.helicopter_links() {
                add(p.index(), b.index(), one(CLASS_HELICOPTER), None);
                add(b.index(), p.index(), one(CLASS_HELICOPTER), None);
            }
        }
    }
    for j in 0..SHORE {
        let p = Space::shore(j);
        let q = Space::shore(j + 1);
        add(p.index(), q.index(), free, None);
        add(q.index(), p.index(), free, None);
    }
    for g in Gate::ALL {
        let (b, l, gate, open) = (Space::b(g), Space::lake(g), Space::gate(g), open_node(g));
        let gc = CLASS_GATE + g.index();
        // Landing: by boat (gate card), or the second swim turn (cards counted at the start).
        let landing = if arrival_opens_gate {
            open
        } else {
            gate.index()
        };
        add(b.index(), landing, one(gc), Some((b, true)));
        add(
            b.index(),
            l.index(),
            [CLASS_SWIMMING as u8, gc as u8],
            Some((b, false)),
        );
        add(l.index(), landing, free, None);
        add(l.index(), b.index(), free, None);
        // Rule 12: play this gate's card where you stand to leave by it.
        add(gate.index(), open, one(gc), None);
        add(open, b.index(), free, Some((gate, true)));
        add(open, l.index(), one(CLASS_SWIMMING), Some((gate, false)));
        for from in [gate.index(), open] {
            add(from, Space::CENTRE.index(), one(CLASS_CENTRE), None);
            for h in Gate::ALL {
                if h != g {
                    add(from, Space::gate(h).index(), free, None);
                    add(from, open_node(h), one(CLASS_GATE + h.index()), None);
                }
            }
        }
        add(Space::CENTRE.index(), open, one(gc), None);
        add(
            Space::CENTRE.index(),
            b.index(),
            one(CLASS_ISLAND_HELICOPTER),
            None,
        );
    }
    e
}

struct Graph {
    edges: Vec<Edge>,
    incoming: Vec<Vec<u16>>,
}

fn build_graph(arrival_opens_gate: bool) -> Graph {
    let edges = build_edges(arrival_opens_gate);
    let mut incoming = vec![Vec::new(); NODES];
    for (i, e) in edges.iter().enumerate() {
        incoming[e.to as usize].push(i as u16);
    }
    Graph { edges, incoming }
}

fn graph(arrival_opens_gate: bool) -> &'static Graph {
    static PRINTED: OnceLock<Graph> = OnceLock::new();
    static HOUSE: OnceLock<Graph> = OnceLock::new();
    if arrival_opens_gate {
        HOUSE.get_or_init(|| build_graph(true))
    } else {
        PRINTED.get_or_init(|| build_graph(false))
    }
}

/// Card counts by class.
pub fn class_counts(hand: &[Card]) -> [u8; CLASSES] {
    let mut n = [0u8; CLASSES];
    for c in hand {
        n[c.class()] += 1;
    }
    n
}

/// Turns from every node to the nearest of `goals`, for an agent holding `counts`
/// (`scale` multiplies the digging penalty of missing cards), under the printed rules.
pub fn dist_to(
    goals: &[usize],
    counts: &[u8; CLASSES],
    scale: f32,
    boats: &[Space],
) -> [f32; NODES] {
    dist_to_rules(goals, counts, scale, boats, false)
}

/// [`dist_to`], with the house rule on or off (`arrival_opens_gate`).
pub fn dist_to_rules(
    goals: &[usize],
    counts: &[u8; CLASSES],
    scale: f32,
    boats: &[Space],
    arrival_opens_gate: bool,
) -> [f32; NODES] {
    dist_within(goals, counts, scale, boats, arrival_opens_gate, None)
}

/// [`dist_to_rules`], worked out only as far as needed: with `near = Some((node, slack))`, it
/// stops once `node` and every node at most `slack` turns farther from the goals are exact.
/// Farther nodes are left at a bound no lower than their true distance (often infinity).
pub fn dist_within(
    goals: &[usize],
    counts: &[u8; CLASSES],
    scale: f32,
    boats: &[Space],
    arrival_opens_gate: bool,
    near: Option<(usize, f32)>,
) -> [f32; NODES] {
    let g = graph(arrival_opens_gate);
    let mut dist = [f32::INFINITY; NODES];
    // Dijkstra. The open nodes (a finite distance, not yet settled) are bits of one word, so
    // picking the nearest looks only at the frontier, not at every node: the computer player
    // calls this in every step of every rollout.
    const _: () = assert!(NODES <= 64, "the open set is one u64");
    // What a missing card adds to a step, and where the boats are, looked up once.
    let extra: [f32; CLASSES] = std::array::from_fn(|c| {
        if counts[c] == 0 {
            penalty(c) * scale
        } else {
            0.0
        }
    });
    let boat_at = boats.iter().fold(0u64, |m, b| m | 1 << b.index());
    let mut open: u64 = 0;
    for &n in goals {
        dist[n] = 0.0;
        open |= 1 << n;
    }
    while open != 0 {
        // The nearest open node (the lowest index among equals).
        let mut best = usize::MAX;
        let mut bd = f32::INFINITY;
        let mut bits = open;
        while bits != 0 {
            let n = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            if dist[n] < bd {
                bd = dist[n];
                best = n;
            }
        }
        if let Some((node, slack)) = near {
            // Nodes settle nearest first: once `node` has, the rest are at least this far.
            if open & (1 << node) == 0 && dist[node].is_finite() && bd > dist[node] + slack {
                break;
            }
        }
        open &= !(1 << best);
        for &ei in &g.incoming[best] {
            let e = &g.edges[ei as usize];
            if let Some((at, present)) = e.boat {
                if (boat_at & 1 << at.index() != 0) != present {
                    continue;
                }
            }
            let mut cost = 1.0;
            for &c in &e.need {
                if c != NONE {
                    cost += extra[c as usize];
                }
            }
            let from = e.from as usize;
            if bd + cost < dist[from] {
                dist[from] = bd + cost;
                open |= 1 << from;
            }
        }
    }
    dist
}

/// Goal nodes for a space (a gate counts whether open or not).
pub fn goal_nodes(space: Space) -> Vec<usize> {
    match space.kind() {
        Kind::Gate(g) => vec![space.index(), open_node(g)],
        _ => vec![space.index()],
    }
}

/// Typical turns from each node to each base's airport for an agent whose hand is unknown
/// (half the digging penalty for every card), boats in their starting places.
pub fn home_table() -> &'static [[f32; NODES]; 4] {
    static T: OnceLock<[[f32; NODES]; 4]> = OnceLock::new();
    T.get_or_init(|| {
        let counts = [0u8; CLASSES];
        let boats = super::board::boat_starts();
        std::array::from_fn(|b| {
            let base = super::board::Base::ALL[b];
            dist_to(&[base.space().index()], &counts, 0.5, &boats)
        })
    })
}
