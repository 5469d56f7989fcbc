//! Applying an action already known to be legal.

use super::action::{By, RaceAction};
use super::agent::Swim;
use super::board::{Kind, Space};
use super::cards::{Card, CardKind};
use super::deck;
use super::event::RaceEvent;
use super::legal::{boat_at, card_of_class, carrier_at, free_car_at};
use super::state::Race;
use crate::core::game::{Outcome, Seat};

pub fn apply(race: &mut Race, seat: Seat, action: &RaceAction) -> Vec<RaceEvent> {
    let mut ev = Vec::with_capacity(6);
    match *action {
        RaceAction::Retrieve { card } => {
            let from = race.case.expect("someone carries the case");
            let at = race.agents[seat].at;
            race.case = Some(seat);
            race.retrieved = true;
            ev.push(RaceEvent::Retrieve {
                seat,
                from,
                at,
                card,
            });
            deck::play_cards(race, seat, &[card], &mut ev);
            check_home(race, seat, &mut ev);
            // The turn goes on: a move (or a discard) still follows.
            return ev;
        }
        RaceAction::DiscardTwo => {
            race.discarding = true;
            return ev;
        }
        RaceAction::DiscardPick { card } => {
            let Some(a) = race.discard_first else {
                race.discard_first = Some(card);
                return ev;
            };
            let b = card;
            race.discarding = false;
            race.discard_first = None;
            deck::discard_card(race, seat, a, false);
            deck::discard_card(race, seat, b, false);
            ev.push(RaceEvent::Discard {
                seat,
                count: 2,
                cards: None,
            });
            super::ai::note_discard(race, seat);
            deck::draw(race, seat, 2, &mut ev);
        }
        RaceAction::Move { to, by, card, rob } => {
            let from = race.agents[seat].at;
            do_move(race, seat, to, by, card, &mut ev);
            if let Some(t) = rob {
                let victim = carrier_at(race, seat, to).expect("a carrier to rob");
                race.case = Some(seat);
                race.robbed[victim] = true;
                ev.push(RaceEvent::Robbery {
                    seat,
                    victim,
                    at: to,
                    card: t,
                });
                deck::play_cards(race, seat, &[t], &mut ev);
            }
            super::ai::note_move(race, seat, from, to);
            check_home(race, seat, &mut ev);
        }
    }
    if race.outcome.is_none() {
        end_turn(race);
    }
    ev
}

fn do_move(
    race: &mut Race,
    seat: Seat,
    to: Space,
    by: By,
    card: Option<Card>,
    ev: &mut Vec<RaceEvent>,
) {
    let from = race.agents[seat].at;
    ev.push(RaceEvent::Move {
        seat,
        from,
        to,
        by,
        card,
    });
    // Cars (rule 5): a driver takes the car along; the car stays where they leave the circuit.
    if by == By::Car {
        let car = match race.agents[seat].car {
            Some(c) => c as usize,
            None => free_car_at(race, from).expect("a free car to drive"),
        };
        race.cars[car] = to;
        race.agents[seat].car = Some(car as u8);
    } else if !to.is_green() {
        race.agents[seat].car = None;
    }
    // Boats (rule 8 and the ruling on 8(a)): the boat stays where the crossing ends.
    if by == By::Boat {
        let b = boat_at(race, from).expect("a boat to cross in");
        race.boats[b] = to;
    }
    let was_swimming = race.agents[seat].swim;
    race.agents[seat].at = to;
    // Rule 12: playing a gate card to reach a gate (from the centre, from another gate, or
    // where the agent stands) is leaving the island by it. The card played on landing there
    // (rule 8) does not count for leaving unless the house rule says so.
    let landed_on_island = to.is_island() && matches!(by, By::Boat | By::Swim);
    race.agents[seat].gate_open = match by {
        By::Gate => true,
        _ => landed_on_island && card.is_some() && race.setup.arrival_opens_gate,
    };
    match (by, was_swimming) {
        (By::Swim, Some(swim)) => {
            // Second swim turn: land (where the swim was heading, or back where it set out),
            // drop the Swimming card and, landing on the island, play that gate's card. A gate
            // card shown for a landing not made stays in hand.
            race.agents[seat].swim = None;
            let mut played = vec![swim.card];
            played.extend(card);
            deck::play_cards(race, seat, &played, ev);
        }
        (By::Swim, None) => {
            // First swim turn: into the lake, showing the Swimming card (kept until landing);
            // towards the island, the gate card needed on landing is shown too.
            let swim_card = card.expect("a Swimming card");
            let Kind::Lake(gate) = to.kind() else {
                unreachable!("a swim starts into the lake")
            };
            let towards_island = !from.is_island();
            let gate_card = if towards_island {
                let g = card_of_class(
                    &race.hands[seat],
                    CardKind::Gate { gate }.class(),
                    &[swim_card],
                )
                .expect("the gate card is in hand");
                ev.push(RaceEvent::Show { seat, card: g });
                Some(g)
            } else {
                None
            };
            race.agents[seat].swim = Some(Swim {
                to: if towards_island {
                    Space::gate(gate)
                } else {
                    Space::b(gate)
                },
                card: swim_card,
                gate_card,
            });
        }
        _ => {
            if let Some(c) = card {
                deck::play_cards(race, seat, &[c], ev);
            }
        }
    }
    // Rule 10: the centre card takes the case if it still lies there.
    if by == By::Centre && race.case.is_none() {
        race.case = Some(seat);
        ev.push(RaceEvent::PickUp {
            seat,
            at: to,
            card: card.expect("the centre card"),
        });
    }
}

/// Rule 14: home with the documents wins at once.
fn check_home(race: &mut Race, seat: Seat, ev: &mut Vec<RaceEvent>) {
    let at = race.agents[seat].at;
    if race.case == Some(seat) && at == race.setup.bases[seat].space() {
        race.outcome = Some(Outcome::win(seat));
        ev.push(RaceEvent::Win { seat, at });
    }
}

fn end_turn(race: &mut Race) {
    let seat = race.current;
    race.robbed[seat] = false;
    race.retrieved = false;
    race.current = (seat + 1) % race.agents.len();
    race.turn += 1;
}
