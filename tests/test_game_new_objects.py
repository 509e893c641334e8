"""Objects and their identity in the game loop and in scenario files (issue 17): 400.7 (an
object that changes zones is a new object: targets, attachments and effects that referred to the
old one don't find the new one), 608.2b (a target that is no longer the same object is illegal on
resolution), and target counts that depend on X (601.2b-c), found by random self-play."""
from game_helpers import game_from, texts

HEAD = """
players: [alice, bob]
active_player: alice
step: precombat_main
"""


def test_x_target_count_is_the_announced_x():
    """601.2b: X is announced before targets are chosen (601.2c), so "{X}, {T}: Untap X target
    lands" (Candelabra of Tawnos, compiled from its Oracle text) asks for exactly X targets; with
    X = 2 both chosen lands untap on resolution (608.2c). Self-play seed 5006 (40-card Oracle
    decks) raised an error here: the loop knew no count of X."""
    g = game_from(HEAD + """
battlefield:
  - {id: cand, card: Candelabra of Tawnos, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice, tapped: true}
  - {id: f4, card: Forest, controller: alice, tapped: true}
""", ["alice: activate cand 1 x=2 target=f3,f4", "alice: pass", "bob: pass"])
    assert [g.obj(f).tapped for f in ("f1", "f2", "f3", "f4")] == [True, True, False, False]
    assert g.obj("cand").tapped


def test_x_target_count_of_zero_asks_for_no_target():
    """601.2c: with X = 0 the ability has no targets; it resolves (nothing to untap) -- 608.2b
    only removes a spell or ability whose every target became illegal, and this one has none."""
    g = game_from(HEAD + """
battlefield:
  - {id: cand, card: Candelabra of Tawnos, controller: alice}
  - {id: f3, card: Forest, controller: alice, tapped: true}
""", ["alice: activate cand 1 x=0", "alice: pass", "bob: pass"])
    assert g.obj("f3").tapped and g.obj("cand").tapped
    assert not g.s.stack and not texts(g, "608.2b")
