//! The legal actions of the seat to act: every destination labelled with how it is reached.

use super::action::{By, RaceAction};
use super::board::{Gate, GreenRole, Kind, Space, AIRPORTS, ROUTES};
use super::cards::{Card, CardKind, CLASSES, CLASS_TAKE};
use super::state::Race;
use crate::core::game::Seat;

/// The lowest-numbered card of `class` in `hand` that is not in `pinned`.
pub fn card_of_class(hand: &[Card], class: usize, pinned: &[Card]) -> Option<Card> {
    hand.iter()
        .copied()
        .find(|c| c.class() == class && !pinned.contains(c))
}

fn card_of(hand: &[Card], kind: CardKind) -> Option<Card> {
    card_of_class(hand, kind.class(), &[])
}

/// A boat waiting at `at`, if any (lowest index).
pub fn boat_at(race: &Race, at: Space) -> Option<usize> {
    race.boats.iter().position(|&b| b == at)
}

/// A car standing at `at` that nobody is driving (lowest index).
pub fn free_car_at(race: &Race, at: Space) -> Option<usize> {
    (0..race.cars.len())
        .find(|&i| race.cars[i] == at && !race.agents.iter().any(|a| a.car == Some(i as u8)))
}

/// The far end of the crossing a swimmer in `lake` is not heading for.
fn swim_back(lake: Space, to: Space) -> Space {
    let Kind::Lake(g) = lake.kind() else {
        return to;
    };
    if to == Space::gate(g) {
        Space::b(g)
    } else {
        Space::gate(g)
    }
}

/// Every place `seat` may move to this turn, with how and with which card (not counting a
/// robbery on landing). A swimmer lands where they were heading or, since moves may be made
/// in any direction (rule 2(a)), turns back to where they set out; landing on the island
/// needs that gate's card (rule 8).
pub fn destinations(race: &Race, seat: Seat) -> Vec<(Space, By, Option<Card>)> {
    let agent = &race.agents[seat];
    let hand = &race.hands[seat];
    let mut out = Vec::with_capacity(12);
    if let Some(swim) = agent.swim {
        out.push((swim.to, By::Swim, swim.gate_card));
        let back = swim_back(agent.at, swim.to);
        match back.kind() {
            Kind::Gate(gate) => {
                let pinned = agent.pinned();
                let class = CardKind::Gate { gate }.class();
                if let Some(g) = card_of_class(hand, class, &pinned) {
                    out.push((back, By::Swim, Some(g)));
                }
            }
            _ => out.push((back, By::Swim, None)),
        }
        return out;
    }
    let p = agent.at;
    match p.kind() {
        Kind::Airport(i) => {
            for r in 0..ROUTES {
                let (a, b) = super::board::route_ends(r);
                let other = if a == p {
                    b
                } else if b == p {
                    a
                } else {
                    continue;
                };
                if let Some(c) = card_of(hand, CardKind::Air { route: r as u8 }) {
                    out.push((other, By::Air, Some(c)));
                }
            }
            debug_assert!(i < AIRPORTS);
            out.push((p.black_line().expect("airport line"), By::Line, None));
        }
        Kind::Green(k) => {
            let driving = agent.car.is_some() || free_car_at(race, p).is_some();
            if agent.car.is_none() {
                out.push((Space::green(k + 1), By::Foot, None));
                out.push((Space::green(k + 23), By::Foot, None));
            }
            if driving {
                for step in [1, 2, 22, 23] {
                    out.push((Space::green(k + step), By::Car, None));
                }
            }
            match p.green_role() {
                Some(GreenRole::C) | Some(GreenRole::Junction) => {
                    out.push((p.black_line().expect("line"), By::Line, None));
                }
                Some(GreenRole::H) => {
                    if let Some(c) = card_of(hand, CardKind::Helicopter) {
                        for b in p.helicopter_links() {
                            out.push((b, By::Helicopter, Some(c)));
                        }
                    }
                }
                None => {}
            }
        }
        Kind::Shore(j) => {
            out.push((Space::shore(j + 1), By::Foot, None));
            out.push((Space::shore(j + 11), By::Foot, None));
            if let Some(line) = p.black_line() {
                out.push((line, By::Line, None));
            }
            if let Some(gate) = p.b_gate() {
                if let Some(c) = card_of(hand, CardKind::Helicopter) {
                    for h in p.helicopter_links() {
                        out.push((h, By::Helicopter, Some(c)));
                    }
                }
                // Rule 8: the gate card must already be in hand to cross.
                if let Some(g) = card_of(hand, CardKind::Gate { gate }) {
                    if boat_at(race, p).is_some() {
                        out.push((Space::gate(gate), By::Boat, Some(g)));
                    } else if let Some(s) = card_of(hand, CardKind::Swimming) {
                        out.push((Space::lake(gate), By::Swim, Some(s)));
                    }
                }
            }
        }
        Kind::Lake(_) => {}
        Kind::Gate(gate) => {
            for other in Gate::ALL {
                if other == gate {
                    continue;
                }
                out.push((Space::gate(other), By::Island, None));
                if let Some(c) = card_of(hand, CardKind::Gate { gate: other }) {
                    out.push((Space::gate(other), By::Gate, Some(c)));
                }
            }
            if let Some(c) = card_of(hand, CardKind::Centre) {
                out.push((Space::CENTRE, By::Centre, Some(c)));
            }
            // Rule 12: "A player may leave the island by any gate, playing the appropriate
            // 'gate' card" — also the gate they stand at; the boat or swim is the next move.
            if !agent.gate_open {
                if let Some(c) = card_of(hand, CardKind::Gate { gate }) {
                    out.push((p, By::Gate, Some(c)));
                }
            }
            if agent.gate_open {
                if boat_at(race, p).is_some() {
                    out.push((Space::b(gate), By::Boat, None));
                } else if let Some(s) = card_of(hand, CardKind::Swimming) {
                    out.push((Space::lake(gate), By::Swim, Some(s)));
                }
            }
        }
        Kind::Centre => {
            for gate in Gate::ALL {
                if let Some(c) = card_of(hand, CardKind::Gate { gate }) {
                    out.push((Space::gate(gate), By::Gate, Some(c)));
                }
            }
            if let Some(c) = card_of(hand, CardKind::IslandHelicopter) {
                for gate in Gate::ALL {
                    out.push((Space::b(gate), By::Helicopter, Some(c)));
                }
            }
        }
    }
    out
}

/// The carrier of the case standing on `at`, other than `seat`.
pub fn carrier_at(race: &Race, seat: Seat, at: Space) -> Option<Seat> {
    race.case.filter(|&h| h != seat && race.agents[h].at == at)
}

/// May `seat` take the case back now (rule 13, see the rulings)? Returns the card to use.
pub fn retrieve_card(race: &Race, seat: Seat) -> Option<Card> {
    if race.retrieved || !race.robbed[seat] {
        return None;
    }
    carrier_at(race, seat, race.agents[seat].at)?;
    card_of_class(&race.hands[seat], CLASS_TAKE, &race.agents[seat].pinned())
}

/// The cards `seat` may pick to discard, one per class (the first pick and the cards shown for
/// a swim in progress, which stay in hand until the landing, are excluded).
pub fn discard_picks(race: &Race, seat: Seat) -> Vec<RaceAction> {
    let first = race.discard_first;
    let pinned = race.agents[seat].pinned();
    let mut seen = [false; CLASSES];
    let mut out = Vec::new();
    for &c in &race.hands[seat] {
        if Some(c) == first || seen[c.class()] || pinned.contains(&c) {
            continue;
        }
        seen[c.class()] = true;
        out.push(RaceAction::DiscardPick { card: c });
    }
    out
}

/// All legal actions of `seat`.
pub fn legal_actions(race: &Race, seat: Seat) -> Vec<RaceAction> {
    legal_actions_like(race, seat, None)
}

/// `legal_actions(race, seat).contains(action)`, listing only the actions that could be
/// `action`: those of its kind (a discard or a retrieval needs no look at the board), and of a
/// move, those to its destination.
pub fn is_legal(race: &Race, seat: Seat, action: &RaceAction) -> bool {
    legal_actions_like(race, seat, Some(action)).contains(action)
}

/// `legal_actions`, or with `only`, just those that could be `only` (where [`is_legal`] looks
/// for it): every action is listed by the same code either way; the listing merely skips what
/// cannot be the wanted action.
fn legal_actions_like(race: &Race, seat: Seat, only: Option<&RaceAction>) -> Vec<RaceAction> {
    use RaceAction as A;
    let wants = |kind: &dyn Fn(&RaceAction) -> bool| only.is_none_or(kind);
    if race.outcome.is_some() || seat != race.current {
        return vec![];
    }
    if race.discarding {
        if !wants(&|a| matches!(a, A::DiscardPick { .. })) {
            return vec![];
        }
        return discard_picks(race, seat);
    }
    let mut out = Vec::new();
    if wants(&|a| matches!(a, A::Retrieve { .. })) {
        if let Some(card) = retrieve_card(race, seat) {
            out.push(A::Retrieve { card });
        }
    }
    if wants(&|a| matches!(a, A::Move { .. })) {
        let take = card_of_class(&race.hands[seat], CLASS_TAKE, &race.agents[seat].pinned());
        for (to, by, card) in destinations(race, seat) {
            // Only the wanted destination's moves can be the wanted move.
            if !wants(&|a| matches!(a, A::Move { to: t, .. } if *t == to)) {
                continue;
            }
            out.push(A::Move {
                to,
                by,
                card,
                rob: None,
            });
            // Rule 13: the documents are seized by landing on the carrier's space, so not by a
            // gate card played where the agent already stands.
            if let Some(t) = take {
                if to != race.agents[seat].at && carrier_at(race, seat, to).is_some() {
                    out.push(A::Move {
                        to,
                        by,
                        card,
                        rob: Some(t),
                    });
                }
            }
        }
    }
    // Rule 1(b): anyone, a swimmer included, may discard two instead of moving.
    if wants(&|a| matches!(a, A::DiscardTwo)) {
        out.push(A::DiscardTwo);
    }
    out
}
