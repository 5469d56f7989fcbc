//! What a guest on another device is sent: for every game and table size, along random games,
//! each seat's packet names no secret of another seat or of nobody, and reads back as exactly
//! that seat's view and legal actions.

use qbranch_engine::remote::{HostMsg, SeatPacket};
use qbranch_engine::{DynSession, ForGame, Game, GameId, Rng, Seat, Session};

use crate::contract_support::player_counts;

/// Random games per table size, each cut at [`MAX_ACTIONS`] (every packet carries the whole
/// log, so a long game costs the square of its length).
const SEEDS: u64 = 3;
const MAX_ACTIONS: usize = 400;

/// The secrets of `hidden` that `text` names.
fn named<'a>(text: &str, hidden: &'a [String]) -> Vec<&'a String> {
    hidden
        .iter()
        .filter(|t| text.contains(t.as_str()))
        .collect()
}

/// The packet as the data channel carries it.
fn wire(packet: &SeatPacket) -> String {
    serde_json::to_string(&HostMsg::Position(packet.clone())).expect("a packet serializes")
}

#[derive(Default, Debug)]
struct Tally {
    packets: usize,
    /// (packet, secret) pairs checked.
    secrets: usize,
    /// Packets with another seat's view spliced in that the check caught.
    caught: usize,
    /// Bytes of each packet with the log of the latest action only (what a guest that is up
    /// to date is sent): total, largest.
    bytes: usize,
    largest: usize,
}

/// Every seat's packet at every step of random games of `G`.
struct Packets;

impl ForGame for Packets {
    type Output = Tally;
    fn run<G: Game>(self) -> Tally {
        let mut t = Tally::default();
        for players in player_counts::<G>() {
            for seed in 1..=SEEDS {
                let setup = G::setup_for_players(players).expect("a default setup");
                let mut s = Session::<G>::new(setup, seed).expect("a new game");
                let mut rng = Rng::new(seed ^ 0x5eed);
                loop {
                    for seat in 0..players {
                        check_packet(&s, seat, &mut t);
                    }
                    let Some(seat) = s.to_act() else { break };
                    if s.len() == MAX_ACTIONS {
                        break;
                    }
                    let n = s.legal_count(seat) as u32;
                    s.act_index(seat, rng.below(n) as usize)
                        .expect("a legal action");
                }
            }
        }
        t
    }
}

fn check_packet<G: Game>(s: &Session<G>, seat: Seat, t: &mut Tally) {
    let packet = s.seat_packet(seat, 0);
    let text = wire(&packet);
    let hidden = s.hidden_from(seat);
    let leaks = named(&text, &hidden);
    assert!(
        leaks.is_empty(),
        "{}: seat {seat}'s packet after {} actions names {leaks:?}: {text}",
        G::ID,
        s.len()
    );
    t.packets += 1;
    t.secrets += hidden.len();

    // It reads back as exactly the seat's own position.
    let read: HostMsg = serde_json::from_str(&text).expect("the packet reads back");
    assert_eq!(read, HostMsg::Position(packet.clone()));
    let game = G::ID;
    assert_eq!(packet.game, game);
    assert_eq!((packet.seat, packet.step), (seat, s.len()));
    assert_eq!(packet.to_act, s.state.to_act());
    assert_eq!(packet.outcome, s.state.outcome());
    assert_eq!(packet.typed_view::<G>().unwrap(), s.state.view(Some(seat)));
    let legal = s.state.legal_actions(seat);
    assert_eq!(packet.typed_actions::<G>().unwrap(), legal);
    for (c, a) in packet.choices.iter().zip(&legal) {
        assert_eq!(c.label, s.state.describe_action(seat, a));
        assert_eq!(c.odds, s.state.action_odds(seat, a));
    }
    let snap = s.snapshot();
    assert_eq!(
        &packet.typed_recent::<G>().unwrap(),
        snap.recent::<G>().unwrap()
    );
    assert_eq!(
        &packet.typed_since::<G>().unwrap(),
        snap.since::<G>().unwrap()
    );
    assert_eq!(packet.log.len(), s.len());
    assert_eq!(packet.roll, s.last_roll(s.len()));

    // The check catches a packet carrying another seat's view, whenever that view names a
    // secret this seat may not know (the other seat's hand).
    let other = (seat + 1) % s.state.seat_count();
    let mut spliced = packet;
    spliced.view = serde_json::to_value(s.state.view(Some(other))).unwrap();
    if !named(&wire(&spliced), &hidden).is_empty() {
        t.caught += 1;
    }

    let brief = wire(&s.seat_packet(seat, s.len().saturating_sub(1)));
    t.bytes += brief.len();
    t.largest = t.largest.max(brief.len());
}

/// Every game, every table size: no packet names another seat's secret or the pack's, and
/// every packet reads back as the seat's own view and choices.
#[test]
fn a_guest_is_sent_its_own_seat_only() {
    std::thread::scope(|scope| {
        for &id in GameId::ALL {
            scope.spawn(move || {
                let t = id.visit(Packets);
                println!(
                    "{id}: {} packets, {} secrets checked, {} spliced views caught; a position \
                     with the latest action's log is {} bytes on average, {} at most",
                    t.packets,
                    t.secrets,
                    t.caught,
                    t.bytes / t.packets.max(1),
                    t.largest
                );
                assert!(t.packets > 0);
                if id.info().hidden_information {
                    // The check ran against real secrets, and it catches another seat's view.
                    assert!(t.secrets > 0, "{id}: no secret checked");
                    assert!(t.caught > 0, "{id}: another seat's view went unnoticed");
                }
            });
        }
    });
}
