//! Choosing an On Assignment or a Henchman Attack in the rulebooks' order, with what each
//! choice would face shown live: first who goes (tap the card, or its button), then who goes
//! along, then the Main Plot, each Main Plot's button carrying the group's totals against its
//! requirements ("PV 7 / 6 ✔ · Shooting 1 / 2 ✘"); for an attack the two values and, in
//! Licence to Kill, the dice's odds. The numbers are the engine's previews (`CcgView::previews`);
//! nothing here restates a rule.

use crate::markup::esc;

use qbranch_engine::ccg::preview::Preview;
use qbranch_engine::ccg::view::CcgView;
use qbranch_engine::ccg::{CcgAction, Uid};

use super::board::name_of;
use crate::games::Choice;

/// Cards that may be tapped on the table to make a choice, and the last one tapped.
#[derive(Clone, Copy)]
pub struct Pick {
    pub eligible: crate::reactive::Derived<Vec<Uid>>,
    /// The card picked by the last tap: a second tap on it opens the zoom instead.
    pub last: crate::reactive::State<Option<Uid>>,
}

/// A tap on the table's card `u`: true when it chose the card (the first tap on a card that
/// may be chosen now); false when the caller should open the zoom.
pub fn tap_with(p: Pick, u: Uid) -> bool {
    if p.eligible.with_untracked(|e| e.contains(&u)) && p.last.get_untracked() != Some(u) {
        p.last.set(Some(u));
        true
    } else {
        p.last.set(None);
        false
    }
}

/// What the player has picked so far (the composer keeps these across positions).
#[derive(Clone, Copy)]
pub struct Picks {
    pub agent: crate::reactive::State<Option<Uid>>,
    /// `Some(None)`: nobody goes along, chosen; `None`: not chosen yet (nobody).
    pub companion: crate::reactive::State<Option<Option<Uid>>>,
    pub assailant: crate::reactive::State<Option<Uid>>,
    /// The Main Plot (its first card) or attack target last tapped on the table.
    pub chosen: crate::reactive::State<Option<Uid>>,
}

impl Picks {
    pub fn new() -> Self {
        Picks {
            agent: crate::reactive::state(None),
            companion: crate::reactive::state(None),
            assailant: crate::reactive::state(None),
            chosen: crate::reactive::state(None),
        }
    }
}

fn push_new<T: PartialEq>(v: &mut Vec<T>, x: T) {
    if !v.contains(&x) {
        v.push(x);
    }
}

/// The characters that may go On Assignment, in the engine's order.
pub fn agents(items: &[CcgAction]) -> Vec<Uid> {
    let mut out = Vec::new();
    for a in items {
        if let CcgAction::Assign { agent, .. } = a {
            push_new(&mut out, *agent);
        }
    }
    out
}

/// Who may go along with `agent` (`None`: nobody).
pub fn companions(items: &[CcgAction], agent: Uid) -> Vec<Option<Uid>> {
    let mut out = Vec::new();
    for a in items {
        if let CcgAction::Assign {
            agent: g,
            companion,
            ..
        } = a
        {
            if *g == agent {
                push_new(&mut out, *companion);
            }
        }
    }
    out
}

/// The Henchmen that may attack.
pub fn assailants(items: &[CcgAction]) -> Vec<Uid> {
    let mut out = Vec::new();
    for a in items {
        if let CcgAction::HenchmanAttack { assailant, .. } = a {
            push_new(&mut out, *assailant);
        }
    }
    out
}

/// The pick if it is still an option, else the first option.
pub fn pick_or_first<T: PartialEq + Copy>(pick: Option<T>, options: &[T]) -> Option<T> {
    pick.filter(|p| options.contains(p))
        .or_else(|| options.first().copied())
}

/// The Main Plot (as the uid of its first card) holding the card `uid`, in any seat's zone.
pub fn stack_of(view: &CcgView, uid: Uid) -> Option<Uid> {
    view.seats.iter().find_map(|s| {
        s.zone
            .iter()
            .find(|mp| mp.iter().any(|c| c.uid == uid))
            .and_then(|mp| mp.first().map(|c| c.uid))
    })
}

/// Every card a tap on the table may choose now: the characters that may go On Assignment or
/// go along, every card of a Main Plot they may face, the attacking Henchmen and their targets.
pub fn eligible(view: &CcgView, items: &[CcgAction]) -> Vec<Uid> {
    let mut out = Vec::new();
    for a in items {
        match a {
            CcgAction::Assign {
                agent,
                companion,
                plot,
            } => {
                push_new(&mut out, *agent);
                if let Some(c) = companion {
                    push_new(&mut out, *c);
                }
                for s in &view.seats {
                    for mp in &s.zone {
                        if mp.first().is_some_and(|c| c.uid == *plot) {
                            for c in mp {
                                push_new(&mut out, c.uid);
                            }
                        }
                    }
                }
            }
            CcgAction::HenchmanAttack {
                assailant, target, ..
            } => {
                push_new(&mut out, *assailant);
                push_new(&mut out, *target);
            }
            _ => {}
        }
    }
    out
}

/// What a tap on the card `uid` chooses, given the choices on offer.
pub fn apply_tap(view: &CcgView, items: &[CcgAction], picks: Picks, uid: Uid) {
    let agent_options = agents(items);
    if agent_options.contains(&uid) {
        picks.agent.set(Some(uid));
        picks.companion.set(None);
        return;
    }
    let agent = pick_or_first(picks.agent.get_untracked(), &agent_options);
    if let Some(g) = agent {
        if companions(items, g).contains(&Some(uid)) {
            picks.companion.set(Some(Some(uid)));
            return;
        }
    }
    if assailants(items).contains(&uid) {
        picks.assailant.set(Some(uid));
        return;
    }
    let plot = stack_of(view, uid).filter(|p| {
        items
            .iter()
            .any(|a| matches!(a, CcgAction::Assign { plot, .. } if plot == p))
    });
    picks.chosen.set(Some(plot.unwrap_or(uid)));
}

/// The preview the engine gave for `a`.
fn preview_of<'a>(view: &'a CcgView, a: &CcgAction) -> Option<&'a Preview> {
    view.previews
        .iter()
        .find(|p| p.action == *a)
        .map(|p| &p.preview)
}

/// The verdict under an assignment's line.
pub fn verdict(p: &Preview) -> &'static str {
    match p.met() {
        Some(true) => "Meets every requirement shown — unless Intrigue cards change it.",
        Some(false) => "Falls short: whoever goes would come back Demoted.",
        None => "",
    }
}

/// One pick button (who goes, who goes along, which Henchman), as markup: the controls' click
/// handler reads its `data-testid` and `data-uid`.
fn pick_button(h: &mut String, label: &str, pressed: bool, testid: &str, uid: Option<Uid>) {
    h.push_str(&format!(
        r#"<button type="button" class="btn ccg-pick{}" aria-pressed="{pressed}" data-testid="{testid}" data-uid="{}">{}</button>"#,
        if pressed { " chosen" } else { "" },
        uid.map(|u| u.0.to_string()).unwrap_or_default(),
        esc(label)
    ));
}

/// One pick button per card of `options`, named by `name`, the `chosen` one pressed.
fn card_picks(options: &[Uid], chosen: Uid, testid: &str, name: impl Fn(Uid) -> String) -> String {
    let mut buttons = String::new();
    for &u in options {
        pick_button(&mut buttons, &name(u), u == chosen, testid, Some(u));
    }
    buttons
}

/// A numbered question and its pick buttons.
fn pick_group(h: &mut String, title: &str, buttons: &str) {
    let aria = title.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.' || c == ' ');
    let aria = aria.trim_end_matches('?');
    h.push_str(&format!(
        r#"<h4>{title}</h4><div class="ccg-picks" role="group" aria-label="{aria}">{buttons}</div>"#
    ));
}

/// The composer's frame around its body.
fn frame(h: &mut String, testid: &str, body: &str) {
    h.push_str(&format!(
        r#"<div class="ccg-compose" data-testid="{testid}"><p class="muted">Tap a highlighted card on the table, or use these buttons.</p>{body}</div>"#
    ));
}

/// One sending button with its live line (`i`: the choice's place among the viewer's choices).
fn send_button(
    h: &mut String,
    view: &CcgView,
    (i, c): &(usize, Choice<CcgAction>),
    key: &str,
    target: Uid,
    chosen: Option<Uid>,
) {
    let p = preview_of(view, &c.action);
    let line = p.map(|p| p.summary()).unwrap_or_default();
    let met = p
        .and_then(|p| p.met())
        .map(|m| m.to_string())
        .unwrap_or_default();
    let verdict = p.map(verdict).unwrap_or_default();
    h.push_str(&format!(
        r#"<li class="ccg-send{}"><button type="button" class="btn ccg-btn" data-testid="ccg-action" data-kind="{key}" data-target="{}" data-met="{met}" data-i="{i}">{}</button><p class="ccg-check" data-testid="ccg-check" data-met="{met}">{}</p>"#,
        if chosen == Some(target) { " chosen" } else { "" },
        target.0,
        esc(&c.label),
        esc(&line)
    ));
    if !verdict.is_empty() {
        h.push_str(&format!(r#"<p class="ccg-verdict">{verdict}</p>"#));
    }
    h.push_str("</li>");
}

/// On Assignment: who goes, who goes along, then one button per Main Plot with its line.
pub fn assign_composer(
    h: &mut String,
    v: &CcgView,
    items: &[(usize, Choice<CcgAction>)],
    picks: Picks,
) {
    let actions: Vec<CcgAction> = items.iter().map(|(_, c)| c.action.clone()).collect();
    let mut body = String::new();
    let agent_options = agents(&actions);
    if let Some(agent) = pick_or_first(picks.agent.get(), &agent_options) {
        let comp_options = companions(&actions, agent);
        let companion = picks
            .companion
            .get()
            .filter(|c| comp_options.contains(c))
            .unwrap_or(None);
        let buttons = card_picks(&agent_options, agent, "pick-agent", |u| name_of(v, u));
        pick_group(&mut body, "1. Who goes On Assignment?", &buttons);
        if comp_options.len() > 1 {
            let mut buttons = String::new();
            for &c in &comp_options {
                let label = c.map(|u| name_of(v, u)).unwrap_or_else(|| "Nobody".into());
                pick_button(&mut buttons, &label, c == companion, "pick-companion", c);
            }
            pick_group(&mut body, "2. Who goes along?", &buttons);
        }
        let chosen = picks.chosen.get();
        body.push_str(&format!(
            r#"<h4>{} Against which Main Plot? The group's totals against each one's requirements:</h4><ul class="ccg-sends">"#,
            if comp_options.len() > 1 { "3." } else { "2." }
        ));
        for ic in items {
            match ic.1.action {
                CcgAction::Assign {
                    agent: g,
                    companion: k,
                    plot,
                } if g == agent && k == companion => {
                    send_button(&mut body, v, ic, "assign", plot, chosen)
                }
                _ => {}
            }
        }
        body.push_str("</ul>");
    }
    frame(h, "compose-assign", &body);
}

/// Henchman Attack: which Henchman, then one button per target (and value) with its line.
pub fn attack_composer(
    h: &mut String,
    v: &CcgView,
    items: &[(usize, Choice<CcgAction>)],
    picks: Picks,
) {
    let actions: Vec<CcgAction> = items.iter().map(|(_, c)| c.action.clone()).collect();
    let mut body = String::new();
    let options = assailants(&actions);
    if let Some(assailant) = pick_or_first(picks.assailant.get(), &options) {
        if options.len() > 1 {
            let buttons = card_picks(&options, assailant, "pick-assailant", |u| name_of(v, u));
            pick_group(&mut body, "1. Which Henchman attacks?", &buttons);
        }
        let chosen = picks.chosen.get();
        body.push_str(&format!(
            r#"<h4>{} attacks whom? The values compared, and what comes of it:</h4><ul class="ccg-sends">"#,
            esc(&name_of(v, assailant))
        ));
        for ic in items {
            match ic.1.action {
                CcgAction::HenchmanAttack {
                    assailant: a,
                    target,
                    ..
                } if a == assailant => send_button(&mut body, v, ic, "attack", target, chosen),
                _ => {}
            }
        }
        body.push_str("</ul>");
    }
    frame(h, "compose-attack", &body);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn assign(agent: u16, companion: Option<u16>, plot: u16) -> CcgAction {
        CcgAction::Assign {
            agent: Uid(agent),
            companion: companion.map(Uid),
            plot: Uid(plot),
        }
    }

    #[test]
    fn choices_split_into_who_goes_who_goes_along_and_where() {
        let items = vec![
            assign(1, None, 10),
            assign(1, None, 20),
            assign(1, Some(2), 10),
            assign(1, Some(2), 20),
            assign(3, None, 10),
            CcgAction::Done,
        ];
        assert_eq!(agents(&items), vec![Uid(1), Uid(3)]);
        assert_eq!(companions(&items, Uid(1)), vec![None, Some(Uid(2))]);
        assert_eq!(companions(&items, Uid(3)), vec![None]);
        assert!(assailants(&items).is_empty());
        assert_eq!(pick_or_first(Some(Uid(3)), &agents(&items)), Some(Uid(3)));
        // A pick that is no longer on offer falls back to the first option.
        assert_eq!(pick_or_first(Some(Uid(9)), &agents(&items)), Some(Uid(1)));
        assert_eq!(pick_or_first::<Uid>(None, &[]), None);
    }

    /// A Basic table at seat 0's On Assignment: two Bonds against seat 1's Main Plot of two
    /// cards (Crab Key with Firefight as a Subplot).
    fn table() -> (qbranch_engine::ccg::Ccg, Vec<CcgAction>, [Uid; 4]) {
        use qbranch_engine::ccg::{decks, Ccg, CcgSetup, Step};
        use qbranch_engine::Game;
        // Prebuilt decks holding these cards: seat 0's Bonds, seat 1's Plots.
        let deck = |id| decks::deck(id).unwrap().seat_deck();
        let setup = CcgSetup {
            decks: vec![deck("smugglers-run"), deck("spectre-rising")],
            goal: 25,
            skip_unable: false,
        };
        let mut g = Ccg::new(&setup, 7).unwrap();
        g.rig_reset(Step::Assignment);
        let crab = g.rig_plot(1, "crab-key", None, true);
        let fire = g.rig_plot(1, "firefight", Some(0), true);
        let a = g.rig_agency(0, "the-navy-hero");
        let b = g.rig_agency(0, "the-commando");
        let items = g.legal_actions(0);
        (g, items, [crab, fire, a, b])
    }

    #[test]
    fn a_tap_chooses_who_goes_or_the_main_plot_of_any_of_its_cards() {
        use qbranch_engine::Game;
        let (g, items, [crab, fire, a, b]) = table();
        let view = g.view(Some(0));
        assert_eq!(
            stack_of(&view, fire),
            Some(crab),
            "a Subplot belongs to its Main Plot"
        );
        let e = eligible(&view, &items);
        for u in [crab, fire, a, b] {
            assert!(e.contains(&u), "{u:?} may be tapped");
        }
        // The engine previews every assignment for the acting seat, so each button has a line.
        assert_eq!(view.previews.len(), agents(&items).len());
        let picks = Picks::new();
        apply_tap(&view, &items, picks, b);
        assert_eq!(picks.agent.get_untracked(), Some(b));
        apply_tap(&view, &items, picks, fire);
        assert_eq!(picks.chosen.get_untracked(), Some(crab));
        // Seat 1's view is not choosing anything: nothing previewed there.
        assert!(g.view(Some(1)).previews.is_empty());
    }
}
