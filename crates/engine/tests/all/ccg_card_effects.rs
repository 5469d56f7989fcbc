//! Every card we ship that has an effect, each at work: one row per card names the card, a
//! phrase of its text and what a scene built for its kind of card shows with it in play. A
//! card whose effect were removed, or an effect the engine ignored (as Martial Arts once was in
//! a response window), changes what its scene shows, and its row fails. Every pool card with
//! an effect must have a row.

use std::ops::DerefMut;

use crate::ccg_support::{act, all_pass, assign, attack, basic, ltk, play, shipped};
use qbranch_engine::ccg::{
    pool, Card, CardType, CcgAction as A, CcgEvent, Countered, Effect, Icon, Op, Step, Table,
    Timing, Uid, Variant,
};
use qbranch_engine::Game;

/// What a card's scene shows: the changes it makes, everything else left as it was.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Seen {
    /// PV and CV of the Bond's side: a Q card's or attached card's bearer, the group On
    /// Assignment, the target of an attack.
    pv: i32,
    cv: i32,
    /// Icons the Bond's side gained.
    icons: Vec<(Icon, i32)>,
    /// PV and CV of the other side: the Plots faced, the assailant.
    plots_pv: i32,
    plots_cv: i32,
    /// Icons the Plots faced require more (fewer, when negative).
    needs: Vec<(Icon, i32)>,
    /// Cards its player drew.
    drawn: i32,
    /// The card in play cancelled the card it targets.
    countered: bool,
    /// An Attack or Charm: "attack" or "charm" (opened in place of the On Assignment step) or
    /// "settled" (played in a window and settled at once).
    duel: Option<&'static str>,
    /// Henchman Attacks it added to the turn.
    extra_attacks: i32,
    /// The attack was called off.
    called_off: bool,
    /// A Plot of this type may join a Main Plot beyond the usual limit.
    extra_plot: Option<CardType>,
    /// Discarded once its bonus counted in an assignment.
    used_up: bool,
    /// Kept aside to be discarded at the end of its player's turn.
    lingers: bool,
    /// It turned back a Bond who met every requirement.
    turned_back: bool,
}

const NOTHING: Seen = Seen {
    pv: 0,
    cv: 0,
    icons: Vec::new(),
    plots_pv: 0,
    plots_cv: 0,
    needs: Vec::new(),
    drawn: 0,
    countered: false,
    duel: None,
    extra_attacks: 0,
    called_off: false,
    extra_plot: None,
    used_up: false,
    lingers: false,
    turned_back: false,
};

/// One row: a card, a phrase of its text, and what its scene shows.
type Row = (&'static str, &'static str, Seen);

fn pv(n: i32) -> Seen {
    Seen { pv: n, ..NOTHING }
}
fn cv(n: i32) -> Seen {
    Seen { cv: n, ..NOTHING }
}
fn icons(i: Icon, n: i32) -> Seen {
    Seen {
        icons: vec![(i, n)],
        ..NOTHING
    }
}
fn needs(i: Icon, n: i32) -> Seen {
    Seen {
        needs: vec![(i, n)],
        ..NOTHING
    }
}
fn drawn(n: i32) -> Seen {
    Seen {
        drawn: n,
        ..NOTHING
    }
}
fn duel(kind: &'static str) -> Seen {
    Seen {
        duel: Some(kind),
        ..NOTHING
    }
}
fn countered() -> Seen {
    Seen {
        countered: true,
        ..NOTHING
    }
}
fn extra_plot(t: CardType) -> Seen {
    Seen {
        extra_plot: Some(t),
        ..NOTHING
    }
}

/// Every card of the pool with an effect. The scenes: a Q card goes to The Double-O (PV 7,
/// CV 6, Shooting, Strength, Cunning), who then overcomes Fort Knox; a Henchman with a partner
/// gets it beside him in the Basic Plot Zone; an Obstacle sits on Fort Knox as the Double-O
/// comes to overcome it; an attached Intrigue card goes on the Double-O; a window card is played
/// first as the Double-O goes On Assignment against Emile Locque and Fort Knox (which need PV 6,
/// CV 4 and one each of Driving, Shooting, Evasion, Strength and Cunning), a counter against
/// a card the other side played there; an attack card is played first as May Day (PV 8, CV
/// 4) attacks the Double-O; a Plot-step card while Atlantis is the only Main Plot; a card used
/// in place of the On Assignment step, there.
fn rows() -> Vec<Row> {
    use Icon::*;
    vec![
        // Henchmen beside their masters (the Basic Plot Zone: "Basic: the same Plot Zone").
        ("oddjob", "+2 PV while Goldfinger", pv(2)),
        ("may-day", "+1 CV while Max Zorin", cv(1)),
        ("nick-nack", "+1 PV while Scaramanga", pv(1)),
        ("dario", "+1 PV while Franz Sanchez", pv(1)),
        ("gobinda", "+1 PV while Kamal Khan", pv(1)),
        // An Obstacle.
        (
            "one-step-forward-two-steps-back",
            "A Bond who would overcome the Main Plot holding this card is turned back instead",
            Seen {
                turned_back: true,
                ..NOTHING
            },
        ),
        // Characters used in place of the On Assignment step.
        ("the-charmer", "he may Charm a character", duel("charm")),
        (
            "agent-crawford",
            "he may Attack a Henchman or Villain",
            duel("attack"),
        ),
        // Q cards on The Double-O.
        ("vodka-martini", "The bearer gains +3 CV", cv(3)),
        ("rosa-klebbs-shoe-knife", "The bearer gains +2 PV", pv(2)),
        (
            "time-bomb",
            "+2 PV for each Cunning it controls, at most +6",
            Seen {
                pv: 2,
                used_up: true,
                ..NOTHING
            },
        ),
        (
            "explosive-pen",
            "The bearer gains +3 PV; once that bonus has counted",
            Seen {
                pv: 3,
                used_up: true,
                ..NOTHING
            },
        ),
        ("walther-ppk", "+1 PV", pv(1)),
        ("acrostar-minijet", "The bearer gains +1 CV", cv(1)),
        ("bmw-z3", "The bearer gains +1 CV", cv(1)),
        ("russian-tank", "The bearer gains +2 PV", pv(2)),
        ("speedboat", "The bearer gains +1 PV", pv(1)),
        ("golden-gun", "The bearer gains +2 PV", pv(2)),
        ("steel-brimmed-bowler", "The bearer gains +2 PV", pv(2)),
        ("attache-case", "The bearer gains +1 CV", cv(1)),
        ("rolex-buzzsaw-watch", "The bearer gains +1 PV", pv(1)),
        ("wrist-dart-gun", "The bearer gains +1 PV", pv(1)),
        ("key-ring-finder", "The bearer gains +1 PV", pv(1)),
        ("signature-gun", "The bearer gains +1 CV", cv(1)),
        ("cigarette-rocket", "The bearer gains +1 PV", pv(1)),
        ("dinner-jacket", "The bearer gains +2 CV", cv(2)),
        ("magnetic-watch", "The bearer gains +1 CV", cv(1)),
        // Intrigue cards in an assignment's window.
        ("snappy-one-liner", "+2 CV", cv(2)),
        (
            "fire-from-the-sky",
            "need one more Flying",
            needs(Flying, 1),
        ),
        ("deep-water", "need one more Aquatics", needs(Aquatics, 1)),
        ("roadblock", "need one more Driving", needs(Driving, 1)),
        ("searchlights", "need one more Evasion", needs(Evasion, 1)),
        ("crossfire", "need one more Shooting", needs(Shooting, 1)),
        (
            "lucky-break",
            "need one Shooting fewer",
            needs(Shooting, -1),
        ),
        ("short-cut", "need one Driving fewer", needs(Driving, -1)),
        (
            "local-knowledge",
            "need one Evasion fewer",
            needs(Evasion, -1),
        ),
        (
            "brute-force",
            "need one Cunning fewer and one Strength more",
            Seen {
                needs: vec![(Cunning, -1), (Strength, 1)],
                ..NOTHING
            },
        ),
        (
            "inside-information",
            "need one Cunning fewer",
            needs(Cunning, -1),
        ),
        ("adrenaline", "the Bond's side gains +3 PV", pv(3)),
        (
            "steady-nerves",
            "the Bond's side gains +2 PV and +2 CV",
            Seen {
                pv: 2,
                cv: 2,
                ..NOTHING
            },
        ),
        (
            "enemy-reinforcements",
            "the Plots faced need 2 more PV",
            Seen {
                plots_pv: 2,
                ..NOTHING
            },
        ),
        (
            "the-master-plan",
            "the Plots faced need 2 more CV",
            Seen {
                plots_cv: 2,
                ..NOTHING
            },
        ),
        ("sabotage", "the Bond's side has -2 PV", pv(-2)),
        ("cold-feet", "the Bond's side has -2 CV", cv(-2)),
        ("improvise", "provides one more Cunning", icons(Cunning, 1)),
        (
            "hidden-holster",
            "provides one more Shooting",
            icons(Shooting, 1),
        ),
        (
            "borrowed-wheels",
            "provides one more Driving",
            icons(Driving, 1),
        ),
        (
            "connections",
            "your character provides one Cunning",
            Seen {
                icons: vec![(Cunning, 1)],
                lingers: true,
                ..NOTHING
            },
        ),
        (
            "stakeout",
            "your character gains +1 PV",
            Seen {
                pv: 1,
                lingers: true,
                ..NOTHING
            },
        ),
        ("field-report", "Play in any window: draw a card", drawn(1)),
        (
            "a-drink-at-the-bar",
            "the Bond's side gains +1 CV, and you draw a card",
            Seen {
                cv: 1,
                drawn: 1,
                ..NOTHING
            },
        ),
        (
            "martial-arts",
            "+1 PV for each Strength it controls, at most +3",
            pv(1),
        ),
        (
            "kiss-and-tell",
            "one of your characters Charms",
            duel("settled"),
        ),
        // Counters, each against a card it cancels.
        ("out-of-the-blue", "Cancel a Fire From the Sky", countered()),
        (
            "counter-intelligence",
            "cancel an Intrigue card",
            countered(),
        ),
        (
            "double-cross",
            "cancel a card that added a requirement",
            countered(),
        ),
        (
            "stiff-upper-lip",
            "cancel a card that lowered a PV or CV",
            countered(),
        ),
        // Cards used in place of the On Assignment step.
        ("fisticuffs", "one of your Bonds Attacks", duel("attack")),
        ("seduction", "one of your Bonds Charms", duel("charm")),
        (
            "assassination-attempt",
            "one of your Henchmen Attacks",
            duel("attack"),
        ),
        ("femme-fatale", "one of your Henchmen Charms", duel("charm")),
        ("debriefing", "draw three cards", drawn(3)),
        ("q-branch-requisition", "draw two cards", drawn(2)),
        // Cards for an attack's window.
        ("duck", "the target gains +3 PV", pv(3)),
        ("quick-wits", "the target gains +3 CV", cv(3)),
        (
            "ambush",
            "the assailant gains +2 PV",
            Seen {
                plots_pv: 2,
                ..NOTHING
            },
        ),
        (
            "sweet-talk",
            "the assailant gains +2 CV",
            Seen {
                plots_cv: 2,
                ..NOTHING
            },
        ),
        (
            "tripwire",
            "the assailant has -2 PV",
            Seen {
                plots_pv: -2,
                ..NOTHING
            },
        ),
        (
            "bodyguard",
            "the target gains +2 PV and +2 CV",
            Seen {
                pv: 2,
                cv: 2,
                ..NOTHING
            },
        ),
        (
            "relentless-pursuit",
            "you may make one more Henchman Attack",
            Seen {
                extra_attacks: 1,
                ..NOTHING
            },
        ),
        (
            "cover-blown",
            "it is called off",
            Seen {
                called_off: true,
                ..NOTHING
            },
        ),
        // Intrigue cards attached to the Double-O.
        (
            "double-o-status",
            "+1 PV and +1 CV while attached",
            Seen {
                pv: 1,
                cv: 1,
                ..NOTHING
            },
        ),
        (
            "sharpened-instincts",
            "it provides one Evasion",
            icons(Evasion, 1),
        ),
        (
            "marksmans-eye",
            "it provides one Shooting",
            icons(Shooting, 1),
        ),
        ("broken-arm", "-2 PV while attached", pv(-2)),
        ("blackmailed", "-3 CV while attached", cv(-3)),
        (
            "licence-revoked",
            "-1 PV and -2 CV while attached",
            Seen {
                pv: -1,
                cv: -2,
                ..NOTHING
            },
        ),
        // Plot-step cards.
        (
            "hired-muscle",
            "one more Henchman",
            extra_plot(CardType::Henchman),
        ),
        (
            "secret-hideout",
            "one more Location",
            extra_plot(CardType::Location),
        ),
        (
            "criminal-mastermind",
            "one more Villain Subplot",
            extra_plot(CardType::Villain),
        ),
    ]
}

/// The card tables of both rule sets, for scenes written once.
trait Tbl: Game<Action = A, Event = CcgEvent> + DerefMut<Target = Table> + Clone {}
impl<T: Game<Action = A, Event = CcgEvent> + DerefMut<Target = Table> + Clone> Tbl for T {}

/// The differences of two icon counts, by icon, without the zeros.
fn icon_changes(before: &[i32; 12], after: &[i32; 12]) -> Vec<(Icon, i32)> {
    Icon::ALL
        .iter()
        .map(|&i| (i, after[i as usize] - before[i as usize]))
        .filter(|&(_, d)| d != 0)
        .collect()
}

/// The one action that plays `card` here (the first listed).
fn playing<G: Tbl>(g: &G, seat: usize, card: Uid) -> A {
    g.legal_actions(seat)
        .into_iter()
        .find(|a| match a {
            A::PlayIntrigue { card: c, .. } => *c == card,
            A::UseInPlace { card: c, .. } => *c == card,
            _ => false,
        })
        .unwrap_or_else(|| panic!("{} cannot be played here", g.card(card).name))
}

/// Seat 0's The Double-O, seat 1's Main Plot of Emile Locque and Fort Knox, and seat 1's
/// Tiffany Case (the first character a card of seat 0's may Charm).
fn assignment_table<G: Tbl>(new: fn(usize, Step) -> G) -> (G, Uid, Uid) {
    let mut g = new(2, Step::Assignment);
    let plot = g.rig_plot(1, "emile-locque", None, true); // PV 5, CV 4, Driving, Shooting, Evasion
    g.rig_plot(1, "fort-knox", Some(0), true); // PV 6, CV 4, Strength, Cunning
    g.rig_agency(1, "tiffany-case");
    let bond = g.rig_agency(0, "the-double-o");
    g.rig_fill_hand(0, 3);
    (g, bond, plot)
}

/// On Assignment: what the Bond's side brings, what the Plots need, and seat 0's hand size.
struct Sides {
    have: (Option<i32>, Option<i32>, [i32; 12]),
    need: (Option<i32>, Option<i32>, [i32; 12]),
    hand: usize,
}

fn sides(g: &Table, bond: Uid) -> Sides {
    Sides {
        have: g.group_totals(&[bond]),
        need: g.requirements(1, 0),
        hand: g.seats[0].hand.len(),
    }
}

/// The card that `what` cancels, played by seat 1 before the counter.
fn victim(what: Countered) -> &'static str {
    match what {
        Countered::Card(id) => id,
        Countered::AddsRequirement => "crossfire",
        Countered::LowersValue => "sabotage",
        Countered::AnyIntrigue => "snappy-one-liner",
    }
}

/// A window card, played first by seat 0 as its Double-O goes On Assignment; a counter is
/// played against the card seat 1 played first.
fn window_scene<G: Tbl>(new: fn(usize, Step) -> G, card: &Card) -> Seen {
    let (mut g, bond, plot) = assignment_table(new);
    let counter = card.effects.iter().find_map(|e| match e.op {
        Op::Counter { what } => Some(what),
        _ => None,
    });
    let u = g.rig_hand(0, card.id);
    assign(&mut g, 0, bond, None, plot);
    let target = counter.map(|what| {
        let t = g.rig_hand(1, victim(what));
        act(&mut g, 0, A::Pass);
        play(&mut g, 1, t, None, None);
        act(&mut g, 1, A::Pass);
        t
    });
    let before = sides(&g, bond);
    let a = playing(&g, 0, u);
    let ev = act(&mut g, 0, a);
    let after = sides(&g, bond);
    let d = |x: Option<i32>, y: Option<i32>| y.unwrap_or(0) - x.unwrap_or(0);
    let seen = match target {
        // A counter shows what it cancels, not the undoing of that card's changes.
        Some(t) => Seen {
            countered: !g.window.as_ref().unwrap().in_force(t),
            ..NOTHING
        },
        None => Seen {
            pv: d(before.have.0, after.have.0),
            cv: d(before.have.1, after.have.1),
            icons: icon_changes(&before.have.2, &after.have.2),
            plots_pv: d(before.need.0, after.need.0),
            plots_cv: d(before.need.1, after.need.1),
            needs: icon_changes(&before.need.2, &after.need.2),
            drawn: after.hand as i32 - before.hand as i32 + 1,
            duel: ev
                .iter()
                .any(|e| matches!(e, CcgEvent::AttackResolved { .. }))
                .then_some("settled"),
            ..NOTHING
        },
    };
    if g.window.is_some() {
        all_pass(&mut g);
    }
    Seen {
        lingers: g.seats[0].lingering.contains(&u),
        ..seen
    }
}

/// An attack card, played first by seat 0 as its May Day attacks seat 1's Double-O.
fn attack_scene<G: Tbl>(new: fn(usize, Step) -> G, card: &Card) -> Seen {
    let mut g = new(2, Step::Attack);
    let may_day = g.rig_plot(0, "may-day", None, true); // PV 8, CV 4
    let bond = g.rig_agency(1, "the-double-o"); // PV 7, CV 6
    let u = g.rig_hand(0, card.id);
    g.rig_fill_hand(0, 3);
    attack(&mut g, 0, may_day, bond, false);
    let values = |g: &G| {
        let (a, d, off) = g.attack_values(may_day, bond, false);
        let (ac, dc, _) = g.attack_values(may_day, bond, true);
        (a, d, ac, dc, off, g.turn.attacks_left)
    };
    let before = values(&g);
    let a = playing(&g, 0, u);
    act(&mut g, 0, a);
    let after = values(&g);
    Seen {
        pv: after.1 - before.1,
        cv: after.3 - before.3,
        plots_pv: after.0 - before.0,
        plots_cv: after.2 - before.2,
        called_off: after.4 && !before.4,
        extra_attacks: i32::from(after.5) - i32::from(before.5),
        ..NOTHING
    }
}

/// A card seat 0 uses in place of its On Assignment step (an Intrigue card from hand, or a
/// character of its Agency), with characters of both sides in both areas.
fn in_place_scene<G: Tbl>(new: fn(usize, Step) -> G, card: &Card) -> Seen {
    let mut g = new(2, Step::Assignment);
    g.rig_agency(0, "the-double-o");
    g.rig_plot(0, "may-day", None, true);
    g.rig_plot(1, "fort-knox", None, true);
    g.rig_plot(1, "emile-locque", None, true);
    g.rig_agency(1, "the-navy-hero");
    let u = if card.ctype == CardType::Intrigue {
        g.rig_hand(0, card.id)
    } else {
        g.rig_agency(0, card.id)
    };
    g.rig_fill_hand(0, 3);
    let hand = g.seats[0].hand.len() as i32;
    let a = playing(&g, 0, u);
    act(&mut g, 0, a);
    let duel = match g.window.as_ref().map(|w| &w.contest) {
        Some(qbranch_engine::ccg::window::Contest::Duel { charm, .. }) => {
            Some(if *charm { "charm" } else { "attack" })
        }
        _ => None,
    };
    let played_from_hand = i32::from(card.ctype == CardType::Intrigue);
    Seen {
        drawn: g.seats[0].hand.len() as i32 - hand + played_from_hand,
        duel,
        ..NOTHING
    }
}

/// A Plot-step card (Basic): may a Plot of each type join Atlantis beyond the Movie Subplot
/// rules once it is played?
fn plot_step_scene(card: &Card) -> Seen {
    let mut g = basic(2, Step::Develop);
    let onto = g.rig_plot(0, "atlantis", None, true); // a Location, 2 bullets
    let hand: Vec<(CardType, Uid)> = [
        (CardType::Villain, "blofeld"),
        (CardType::Henchman, "jaws"),
        (CardType::Location, "fort-knox"),
    ]
    .into_iter()
    .map(|(t, id)| (t, g.rig_hand(0, id)))
    .collect();
    let may = |g: &qbranch_engine::ccg::Ccg, c| {
        g.legal_actions(0).contains(&A::Subplot { card: c, onto })
    };
    assert!(hand.iter().all(|&(_, c)| !may(&g, c)));
    let u = g.rig_hand(0, card.id);
    play(&mut g, 0, u, None, None);
    let extra: Vec<CardType> = hand
        .iter()
        .filter(|&&(_, c)| may(&g, c))
        .map(|&(t, _)| t)
        .collect();
    assert!(extra.len() <= 1, "{extra:?}");
    extra_plot(extra.first().copied().unwrap_or(CardType::Bond))
}

/// A Q card given to seat 0's Double-O, who then overcomes Fort Knox.
fn q_scene<G: Tbl>(new: fn(usize, Step) -> G, card: &Card) -> Seen {
    let mut g = new(2, Step::Assignment);
    let plot = g.rig_plot(1, "fort-knox", None, true); // PV 6, CV 4, Strength, Cunning
    let bond = g.rig_agency(0, "the-double-o");
    let (pv0, cv0) = g.pv_cv(bond);
    let u = g.rig_attach(0, card.id, bond);
    let (pv1, cv1) = g.pv_cv(bond);
    g.rig_fill_hand(0, 3);
    assign(&mut g, 0, bond, None, plot);
    let ev = all_pass(&mut g);
    assert!(ev.iter().any(|e| matches!(e, CcgEvent::Overcome { .. })));
    Seen {
        pv: pv1.unwrap() - pv0.unwrap(),
        cv: cv1.unwrap() - cv0.unwrap(),
        used_up: g.seats[0].discard.contains(&u),
        ..NOTHING
    }
}

/// An Intrigue card attached to seat 1's Double-O by seat 0.
fn attached_scene<G: Tbl>(new: fn(usize, Step) -> G, card: &Card) -> Seen {
    let mut g = new(2, Step::Briefing);
    let bond = g.rig_agency(1, "the-double-o");
    let before = g.stats(bond);
    g.rig_attach(0, card.id, bond);
    let after = g.stats(bond);
    Seen {
        pv: after.0.unwrap() - before.0.unwrap(),
        cv: after.1.unwrap() - before.1.unwrap(),
        icons: icon_changes(&before.2, &after.2),
        ..NOTHING
    }
}

/// A Henchman with a partner (Basic): its PV and CV once the partner is a Main Plot of the
/// same Plot Zone.
fn partner_scene(card: &Card) -> Seen {
    let Some(with) = card.effects.iter().find_map(|e| match e.op {
        Op::Partner { with, .. } => Some(with),
        _ => None,
    }) else {
        panic!("{} has no partner", card.name)
    };
    let mut g = basic(2, Step::Develop);
    let u = g.rig_plot(0, card.id, None, true);
    let (pv0, cv0) = g.pv_cv(u);
    g.rig_plot(0, with, None, true);
    let (pv1, cv1) = g.pv_cv(u);
    Seen {
        pv: pv1.unwrap() - pv0.unwrap(),
        cv: cv1.unwrap() - cv0.unwrap(),
        ..NOTHING
    }
}

/// An Obstacle on Fort Knox as seat 0's Double-O, with a second Cunning, comes to overcome
/// them.
fn obstacle_scene(card: &Card) -> Seen {
    let mut g = basic(2, Step::Assignment);
    let plot = g.rig_plot(1, "fort-knox", None, true);
    let u = g.rig_plot(1, card.id, Some(0), true);
    let bond = g.rig_agency(0, "the-double-o");
    g.rig_attach(0, "rolex-buzzsaw-watch", bond);
    g.rig_fill_hand(0, 3);
    assign(&mut g, 0, bond, None, plot);
    let ev = all_pass(&mut g);
    assert!(ev
        .iter()
        .any(|e| matches!(e, CcgEvent::AssignmentChecked { met: true, .. })));
    Seen {
        turned_back: !ev.iter().any(|e| matches!(e, CcgEvent::Overcome { .. }))
            && g.seats[1].discard.contains(&u),
        ..NOTHING
    }
}

/// The scene for `card`'s kind, in a rule set that uses it (Basic when it can).
fn scene_of(card: &Card) -> Seen {
    let basic_card = card.variants.allows(Variant::Basic);
    macro_rules! in_rule_set {
        ($scene:ident) => {
            if basic_card {
                $scene(basic, card)
            } else {
                $scene(ltk, card)
            }
        };
    }
    let played: Vec<&Effect> = card
        .effects
        .iter()
        .filter(|e| e.timing != Timing::Passive)
        .collect();
    match (card.ctype, played.first().map(|e| e.timing)) {
        (CardType::Q, None) => in_rule_set!(q_scene),
        (CardType::Henchman, None) => partner_scene(card),
        (CardType::Obstacle, None) => obstacle_scene(card),
        (_, Some(Timing::InPlaceOfAssignment)) => in_rule_set!(in_place_scene),
        (_, Some(Timing::Attached)) => in_rule_set!(attached_scene),
        (_, Some(Timing::OnAssignment | Timing::AnyWindow)) => in_rule_set!(window_scene),
        (_, Some(Timing::HenchmanAttack)) => in_rule_set!(attack_scene),
        (_, Some(Timing::PlotStep)) => plot_step_scene(card),
        other => panic!("no scene for {} ({other:?})", card.name),
    }
}

#[test]
fn every_card_with_an_effect_has_a_row() {
    let rows = rows();
    let named: Vec<&str> = rows.iter().map(|r| r.0).collect();
    let with_effects: Vec<&str> = pool::POOL
        .iter()
        .filter(|c| !c.effects.is_empty())
        .map(|c| c.id)
        .collect();
    let mut a = named.clone();
    let mut b = with_effects.clone();
    a.sort_unstable();
    b.sort_unstable();
    assert_eq!(a, b, "one row for each card with an effect, and no other");
}

#[test]
fn every_card_with_an_effect_does_what_its_text_says() {
    let mut wrong = Vec::new();
    for (id, phrase, want) in rows() {
        let card = shipped(id);
        assert!(
            card.text.contains(phrase),
            "{}: the text does not say {phrase:?}: {}",
            card.name,
            card.text
        );
        let seen = scene_of(card);
        if seen != want {
            wrong.push(format!("{}: expected {want:?}, saw {seen:?}", card.name));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
