//! The `Game` trait for both rule sets, and building a table from a setup.

use super::action::CcgAction;
use super::card::Variant;
use super::event::{name, CcgEvent};
use super::state::{Design, SeatState, Shared, Step, Table, Turn, Uid};
use super::view::CcgView;
use super::{content, find_card, prebuilt_decks, Ccg, CcgLtk, CcgSetup, BASIC_GOALS};
use crate::core::error::{ActionError, SetupError};
use crate::core::game::{Game, GameInfo, Outcome, Seat};
use crate::core::rng::Rng;

impl Table {
    pub fn default_setup(variant: Variant, players: usize) -> Result<CcgSetup, SetupError> {
        if !(2..=4).contains(&players) {
            return Err(SetupError(format!("2 to 4 players, not {players}")));
        }
        Ok(CcgSetup {
            decks: prebuilt_decks(variant, players),
            goal: match variant {
                Variant::Basic => 25,
                Variant::Ltk => super::turn::LTK_GOAL as u32,
            },
            skip_unable: false,
        })
    }

    pub fn create(variant: Variant, setup: &CcgSetup, seed: u64) -> Result<Table, SetupError> {
        fn names(list: &[String]) -> Vec<&str> {
            list.iter().map(String::as_str).collect()
        }
        let n = setup.decks.len();
        if !(2..=4).contains(&n) {
            return Err(SetupError(format!("2 to 4 players, not {n}")));
        }
        if variant == Variant::Basic && !BASIC_GOALS.contains(&setup.goal) {
            return Err(SetupError(format!(
                "the goal is 25, 35 or 50 Plot Points, not {}",
                setup.goal
            )));
        }
        let mut rng = Rng::new(seed);
        let mut designs = Vec::new();
        let mut owner = Vec::new();
        let mut seats = Vec::new();
        for (s, deck) in setup.decks.iter().enumerate() {
            let mut st = SeatState::default();
            // The ids are shuffled as borrowed names (the same order as the names themselves
            // would take: a shuffle moves places, whatever is in them).
            let mut lists = vec![(names(&deck.cards), false)];
            if variant == Variant::Ltk {
                lists.push((names(&deck.plots), true));
            } else if !deck.plots.is_empty() {
                return Err(SetupError("Basic decks have no separate Plot deck".into()));
            }
            for (mut list, plot_deck) in lists {
                // uids are dealt in a shuffled order so a uid says nothing about its card
                rng.shuffle(&mut list);
                for id in list {
                    let card =
                        find_card(id).ok_or_else(|| SetupError(format!("no card called {id}")))?;
                    if !card.variants.allows(variant) {
                        return Err(SetupError(format!(
                            "{} is not used in this rule set",
                            card.name
                        )));
                    }
                    if variant == Variant::Ltk && card.is_plot() != plot_deck {
                        return Err(SetupError(format!("{} is in the wrong deck", card.name)));
                    }
                    let uid = Uid(designs.len() as u16);
                    designs.push(Design(card));
                    owner.push(s);
                    if plot_deck {
                        st.plot_pile.push(uid);
                    } else {
                        st.draw.push(uid);
                    }
                }
            }
            if st.draw.len() < 8 {
                return Err(SetupError(format!("seat {} has too few cards", s + 1)));
            }
            seats.push(st);
        }
        let mut t = Table {
            variant,
            goal: setup.goal,
            skip_unable: setup.skip_unable,
            designs: Shared::new(designs),
            owner: Shared::new(owner),
            seats,
            turn: Turn {
                seat: 0,
                step: Step::SetupPlot,
                attacks_left: 1,
                extra_plots: vec![],
                q_given: vec![],
            },
            window: None,
            turn_no: 0,
            outcome: None,
            rng,
        };
        let mut ev = Vec::new();
        match variant {
            Variant::Basic => {
                for s in 0..n {
                    let st = &mut t.seats[s];
                    t.rng.shuffle(&mut st.draw);
                    let top = st.draw.pop().expect("cards");
                    st.discard.push(top);
                }
                t.setup_deal(0, &mut ev);
            }
            Variant::Ltk => t.turn.step = Step::LtkStart,
        }
        Ok(t)
    }

    /// Re-deal every card `seat` cannot know: each owner's unseen cards swap designs among
    /// themselves, Plot cards with Plot cards and Action cards with Action cards (the backs
    /// differ and are public).
    pub fn redeal(&mut self, seat: Seat, rng: &mut Rng) {
        for o in 0..self.n() {
            let st = &self.seats[o];
            let mut unseen: Vec<Uid> = Vec::new();
            // before its start a Licence to Kill player looks through its own decks
            let searching = o == seat && self.turn.step == Step::LtkStart && o >= self.turn.seat;
            if !searching {
                unseen.extend(&st.draw);
                if self.variant == Variant::Ltk {
                    unseen.extend(&st.plot_pile);
                }
            }
            unseen.extend(&st.discard);
            if o != seat {
                unseen.extend(&st.hand);
                for mp in &st.zone {
                    unseen.extend(mp.cards.iter().filter(|c| !c.face_up).map(|c| c.uid));
                }
            }
            for plots in [true, false] {
                let group: Vec<Uid> = unseen
                    .iter()
                    .copied()
                    .filter(|&u| self.card(u).is_plot() == plots)
                    .collect();
                let mut ds: Vec<Design> =
                    group.iter().map(|u| self.designs[u.0 as usize]).collect();
                // Canonical before the shuffle: the re-deal depends only on which cards are
                // unseen, never on where they really are (so the AI cannot read it).
                ds.sort_by_key(|d| d.0.id);
                rng.shuffle(&mut ds);
                let designs = self.designs.make_mut();
                for (u, d) in group.iter().zip(ds) {
                    designs[u.0 as usize] = d;
                }
            }
        }
    }

    pub fn describe(&self, a: &CcgAction) -> String {
        let n = |u: &Uid| name(self.card(*u).id);
        match a {
            CcgAction::LayPlot { card } => format!("Lay {}", n(card)),
            CcgAction::Start {
                mission,
                villain,
                bond,
            } => format!(
                "Start with {}, {} face down and {}",
                mission
                    .as_ref()
                    .map(n)
                    .unwrap_or_else(|| "no Mission".into()),
                villain
                    .as_ref()
                    .map(n)
                    .unwrap_or_else(|| "no Villain".into()),
                bond.as_ref().map(n).unwrap_or_else(|| "no Bond".into())
            ),
            CcgAction::Draw { from_plot_pile } => {
                format!("Draw, {from_plot_pile} from the Plot Pile")
            }
            CcgAction::AdvancePlot { card } => format!("Advance the Plot with {}", n(card)),
            CcgAction::Subplot { card, onto } => format!("Attach {} to {}", n(card), n(onto)),
            CcgAction::Connect {
                card,
                main,
                at,
                face_up,
            } => format!(
                "Put {} {} {}",
                n(card),
                if *face_up { "face up" } else { "face down" },
                match main {
                    Some(m) => format!("into Main Plot {} at place {}", m + 1, at + 1),
                    None => "as a new Main Plot".into(),
                }
            ),
            CcgAction::GiveQ { card, to } => format!("Give {} to {}", n(card), n(to)),
            CcgAction::PlayIntrigue { card, target, by } => match (target, by) {
                (Some(t), Some(b)) => format!("Play {}: {} against {}", n(card), n(b), n(t)),
                (Some(t), None) => format!("Play {} on {}", n(card), n(t)),
                _ => format!("Play {}", n(card)),
            },
            CcgAction::Pass => "Pass".into(),
            CcgAction::HenchmanAttack {
                assailant,
                target,
                by_cv,
            } => format!(
                "{} attacks {}{}",
                n(assailant),
                n(target),
                if *by_cv { " with CV" } else { "" }
            ),
            CcgAction::Recruit { card } => format!("Bring {} into the Agency", n(card)),
            CcgAction::Assign {
                agent,
                companion,
                plot,
            } => format!(
                "Send {}{} against {}",
                n(agent),
                companion
                    .as_ref()
                    .map(|c| format!(" with {}", n(c)))
                    .unwrap_or_default(),
                if self.is_face_up(*plot) {
                    n(plot)
                } else {
                    "a face-down Plot".into()
                }
            ),
            CcgAction::MoveQ { card, to } => format!("Move {} to {}", n(card), n(to)),
            CcgAction::ExchangeQ { a, b } => format!("Swap {} and {}", n(a), n(b)),
            CcgAction::UseInPlace { card, target } => format!("{} takes on {}", n(card), n(target)),
            CcgAction::Discard { card } => format!("Discard {}", n(card)),
            CcgAction::Done => "Done".into(),
        }
    }
}

macro_rules! ccg_game {
    ($T:ident, $variant:expr, $id:literal, $name:literal, $blurb:literal) => {
        impl Game for $T {
            type Setup = CcgSetup;
            type Action = CcgAction;
            type Event = CcgEvent;
            type View = CcgView;

            const ID: &'static str = $id;
            // 2: Licence to Kill ends at the last Plot card; the turn cap is a draw.
            // 3: an Attack or Charm given by a card takes the window's cards as a Henchman
            // Attack does (the target's and the assailant's bonuses, calling it off); Agents are
            // Unique as Personalities are; face-down Plots keep the order and the type limits.
            const RULES_VERSION: u32 = 3;
            const RULINGS: &'static [(&'static str, &'static str)] = super::rulings::RULINGS;

            fn info() -> GameInfo {
                GameInfo {
                    id: $id,
                    name: $name,
                    min_players: 2,
                    max_players: 4,
                    seats: vec!["Player 1", "Player 2", "Player 3", "Player 4"],
                    implemented: true,
                    minutes: 60,
                    blurb: $blurb,
                    hidden_information: true,
                }
            }
            fn content() -> serde_json::Value {
                content::content($variant)
            }
            fn setup_for_players(players: usize) -> Result<CcgSetup, SetupError> {
                Table::default_setup($variant, players)
            }
            fn new(setup: &CcgSetup, seed: u64) -> Result<Self, SetupError> {
                Table::create($variant, setup, seed).map($T)
            }
            fn seat_count(&self) -> usize {
                self.0.n()
            }
            fn seat_name(&self, seat: Seat) -> String {
                format!("Player {}", seat + 1)
            }
            fn to_act(&self) -> Option<Seat> {
                self.0.to_act()
            }
            fn legal_actions(&self, seat: Seat) -> Vec<CcgAction> {
                self.0.legal(seat)
            }
            fn is_legal(&self, seat: Seat, action: &CcgAction) -> bool {
                self.0.is_legal(seat, action)
            }
            fn apply_unchecked(
                &mut self,
                seat: Seat,
                action: &CcgAction,
            ) -> Result<Vec<CcgEvent>, ActionError> {
                self.0.apply_action(seat, action)
            }
            fn outcome(&self) -> Option<Outcome> {
                self.0.outcome.clone()
            }
            fn view(&self, seat: Option<Seat>) -> CcgView {
                self.0.view_for(seat)
            }
            fn rng_mut(&mut self) -> &mut Rng {
                &mut self.0.rng
            }
            fn redeal_hidden(&mut self, seat: Seat, rng: &mut Rng) {
                self.0.redeal(seat, rng)
            }
            fn secret_tokens(&self, holder: Option<Seat>) -> Vec<String> {
                self.0.secret_tokens(holder)
            }
            fn turn_number(&self) -> u32 {
                self.0.turn_no
            }
            fn describe_action(&self, _seat: Seat, action: &CcgAction) -> String {
                self.0.describe(action)
            }
            fn evaluate(&self) -> Option<Vec<f64>> {
                Some(self.0.evaluate_scores(self.0.goal as i32))
            }
            fn rollout_action(&self, seat: Seat, rng: &mut Rng) -> Option<CcgAction> {
                self.0.rollout(seat, rng)
            }
            fn ai_config(level: crate::ai::Level) -> crate::ai::MctsConfig {
                super::ai::search_config(level)
            }
            fn rollout_horizon(&self, root: &Self) -> bool {
                self.0.turn_no >= root.0.turn_no + super::ai::ROLLOUT_TURNS
            }
        }
    };
}

ccg_game!(
    Ccg,
    Variant::Basic,
    "ccg",
    "James Bond CCG — Basic Rules",
    "The 1995 collectible card game: lay down villainous Plots, send your Bonds on \
     assignment to overcome your rivals' Plots, and race to the Plot Points target."
);
ccg_game!(
    CcgLtk,
    Variant::Ltk,
    "ccg-ltk",
    "James Bond CCG — Licence to Kill",
    "A 1998 fan variant of the card game with a separate plot deck, plots played face down \
     and dice to settle attacks: more gamble, more suspense."
);
