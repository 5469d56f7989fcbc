//! Pool coverage: which card designs a batch of games put into play.
//!
//! A card is *put into play* when a copy of it is, after some action, in an Agency (a Bond,
//! Personality or Agent that joined), in a Plot Zone (a Main Plot, a Subplot or a connected
//! Plot, face up or face down), or attached to a card there (a Q card given, an Intrigue card
//! attached); or when an Intrigue card is played (in a response window, in a step, or in
//! place of the On Assignment step). Cards that only pass through hands, piles or the Plot
//! Pile do not count.

use std::collections::BTreeSet;

use serde::Serialize;

use super::card::Variant;
use super::event::CcgEvent;
use super::pool;
use super::state::Table;

/// The designs seen in play so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Coverage {
    seen: BTreeSet<&'static str>,
}

/// Covered against the cards of the pool legal in a rule set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CoverageReport {
    pub covered: usize,
    pub total: usize,
    /// Ids of the legal cards never put into play, in pool order.
    pub uncovered: Vec<&'static str>,
}

impl Coverage {
    /// Note what the table shows in play after an action, and the Intrigue cards the
    /// action's events say were played.
    pub fn observe(&mut self, t: &Table, events: &[CcgEvent]) {
        for s in &t.seats {
            for p in &s.agency {
                self.seen.insert(t.card(p.uid).id);
                self.seen.extend(p.attached.iter().map(|&a| t.card(a).id));
            }
            for mp in &s.zone {
                for c in &mp.cards {
                    self.seen.insert(t.card(c.uid).id);
                    self.seen.extend(c.attached.iter().map(|&a| t.card(a).id));
                }
            }
        }
        for e in events {
            if let CcgEvent::IntriguePlayed { card, .. } = e {
                if let Some(c) = super::find_card(card) {
                    self.seen.insert(c.id);
                }
            }
        }
    }

    /// Has this design been put into play?
    pub fn contains(&self, id: &str) -> bool {
        self.seen.contains(id)
    }

    /// Add another batch's coverage.
    pub fn merge(&mut self, other: &Coverage) {
        self.seen.extend(other.seen.iter().copied());
    }

    /// Covered and uncovered cards among those of the pool legal in `variant`.
    pub fn report(&self, variant: Variant) -> CoverageReport {
        let legal: Vec<&'static str> = pool::legal_in(variant).map(|c| c.id).collect();
        let uncovered: Vec<&'static str> = legal
            .iter()
            .copied()
            .filter(|id| !self.seen.contains(id))
            .collect();
        CoverageReport {
            covered: legal.len() - uncovered.len(),
            total: legal.len(),
            uncovered,
        }
    }
}
