package sqlstore

import (
	"cmp"
	"context"
	"encoding/binary"
	"math"
	"slices"
)

// SQLite's R*Tree module keeps a tree in three ordinary tables, which its
// source (ext/rtree/rtree.c, "Database Format of R-Tree Tables") documents:
//
//   - NAME_node(nodeno, data): each node a blob of a fixed size, the root
//     node 1. The blob is a big-endian 16-bit depth (the root's only: the
//     tree's height above its leaves), a 16-bit cell count, then the cells:
//     a 64-bit row id (in a leaf) or child node number, and for each
//     dimension its minimum and maximum as 32-bit floats. The size is
//     4 + 51 cells when a page holds that much (a 4 KiB page: 1,228 bytes
//     for two dimensions), and read back from the root's length.
//   - NAME_parent(nodeno, parentnode): every node but the root.
//   - NAME_rowid(rowid, nodeno, a0, a1, …): every entry's leaf and its
//     auxiliary columns.
//
// Inserted one by one, each entry walks the tree and rewrites the nodes on
// its path: at a million reports a sixth of BulkLoad's time. bulkRTree
// writes the three tables from a sorted list instead (Sort-Tile-Recursive
// packing, the way GDAL bulk-loads GeoPackage trees): a sort and one write
// per node. The tree is an ordinary one afterwards: the triggers insert
// into it and delete from it as before. TestBulkLoadRecountsWhatTheTriggersKeep
// checks it with the module's own rtreecheck() and against the entries the
// triggers write.
const (
	rtreeMaxCells = 51 // RTREE_MAXCELLS
	rtreeCellSize = 8 + 2*2*4
	rtreeNodeSize = 4 + rtreeCellSize*rtreeMaxCells
)

// rtreeEntry is one public report's place and what a marker shows.
type rtreeEntry struct {
	lat, lng                 float64
	reportID, category, kind string
	resolved                 int64
}

// rtreeBox is a node's or an entry's rectangle, as the tree stores it.
type rtreeBox struct {
	id                             int64 // row id, or child node number
	minLng, maxLng, minLat, maxLat float32
}

// center is twice the box's centre, which sorts as the centre does.
func (b rtreeBox) center() (float32, float32) { return b.minLng + b.maxLng, b.minLat + b.maxLat }

// bulkRTree fills public_points from the reports the map shows, replacing
// what it held.
func bulkRTree(ctx context.Context, b *Bulk) error {
	rows, err := b.QueryContext(ctx, `SELECT latitude, longitude, id, category, type, resolved FROM violations
		WHERE status = 'approved' AND category <> 'renter-protection' AND latitude IS NOT NULL AND longitude IS NOT NULL`)
	entries, err := collect(rows, err, func(r row) (e rtreeEntry, err error) {
		return e, r.Scan(&e.lat, &e.lng, &e.reportID, &e.category, &e.kind, &e.resolved)
	})
	if err != nil {
		return err
	}
	for _, q := range []string{`DELETE FROM public_points_rowid`, `DELETE FROM public_points_parent`, `DELETE FROM public_points_node`} {
		if _, err := b.ExecContext(ctx, q); err != nil {
			return err
		}
	}
	boxes := make([]rtreeBox, len(entries))
	for i, e := range entries {
		boxes[i] = rtreeBox{id: int64(i + 1), minLng: roundDown(e.lng), maxLng: roundUp(e.lng), minLat: roundDown(e.lat), maxLat: roundUp(e.lat)}
	}
	t := rtreeTables{leafOf: make([]int64, len(entries))}
	// Level by level from the leaves: each level's nodes become the next
	// one's entries, until one node holds them all; that one is the root.
	level, depth, next := boxes, 0, int64(2)
	for {
		groups := strPack(level)
		if len(groups) == 1 {
			t.add(1, depth, groups[0])
			break
		}
		up := make([]rtreeBox, len(groups))
		for i, g := range groups {
			up[i] = bounds(g)
			up[i].id = next
			next++
			t.add(up[i].id, depth, g)
		}
		level, depth = up, depth+1
	}
	if err := b.Copy(ctx, "public_points_node", []string{"nodeno", "data"}, each(t.nodes)); err != nil {
		return err
	}
	if err := b.Copy(ctx, "public_points_parent", []string{"nodeno", "parentnode"}, each(t.parents)); err != nil {
		return err
	}
	i := 0
	return b.Copy(ctx, "public_points_rowid", []string{"rowid", "nodeno", "a0", "a1", "a2", "a3", "a4", "a5"}, func() []any {
		if i == len(entries) {
			return nil
		}
		e := entries[i]
		i++
		return []any{int64(i), t.leafOf[i-1], e.reportID, e.lat, e.lng, e.category, e.kind, e.resolved}
	})
}

// each hands out rows one by one, then nil (Bulk.Copy's next).
func each(rows [][]any) func() []any {
	return func() []any {
		if len(rows) == 0 {
			return nil
		}
		r := rows[0]
		rows = rows[1:]
		return r
	}
}

// strPack groups boxes into nodes of at most rtreeMaxCells: sorted by
// longitude into vertical slices, each slice by latitude, then cut in runs.
func strPack(boxes []rtreeBox) [][]rtreeBox {
	if len(boxes) <= rtreeMaxCells {
		return [][]rtreeBox{boxes}
	}
	nodes := (len(boxes) + rtreeMaxCells - 1) / rtreeMaxCells
	perSlice := int(math.Ceil(math.Sqrt(float64(nodes)))) * rtreeMaxCells
	slices.SortFunc(boxes, func(a, b rtreeBox) int { ax, _ := a.center(); bx, _ := b.center(); return cmp.Compare(ax, bx) })
	var groups [][]rtreeBox
	for s := 0; s < len(boxes); s += perSlice {
		slice := boxes[s:min(s+perSlice, len(boxes))]
		slices.SortFunc(slice, func(a, b rtreeBox) int { _, ay := a.center(); _, by := b.center(); return cmp.Compare(ay, by) })
		for n := 0; n < len(slice); n += rtreeMaxCells {
			groups = append(groups, slice[n:min(n+rtreeMaxCells, len(slice))])
		}
	}
	return groups
}

func bounds(g []rtreeBox) rtreeBox {
	b := g[0]
	for _, c := range g[1:] {
		b.minLng, b.maxLng = min(b.minLng, c.minLng), max(b.maxLng, c.maxLng)
		b.minLat, b.maxLat = min(b.minLat, c.minLat), max(b.maxLat, c.maxLat)
	}
	return b
}

// roundDown and roundUp turn a coordinate into the 32-bit float the
// module stores for a minimum and a maximum (rtreeValueDown, rtreeValueUp):
// the nearest float, one step outward where that one is inside, so the
// tree finds a superset of a box.
func roundDown(d float64) float32 {
	f := float32(d)
	if float64(f) > d {
		return math.Nextafter32(f, float32(math.Inf(-1)))
	}
	return f
}

func roundUp(d float64) float32 {
	f := float32(d)
	if float64(f) < d {
		return math.Nextafter32(f, float32(math.Inf(1)))
	}
	return f
}

// rtreeTables holds the rows of the three tables until they are written.
type rtreeTables struct {
	nodes, parents [][]any
	leafOf         []int64 // by row id - 1
}

// add makes node nodeno of cells, at depth levels above the leaves (the
// blob says its depth only in the root, node 1).
func (t *rtreeTables) add(nodeno int64, depth int, cells []rtreeBox) {
	data := make([]byte, rtreeNodeSize)
	if nodeno == 1 {
		binary.BigEndian.PutUint16(data, uint16(depth))
	}
	binary.BigEndian.PutUint16(data[2:], uint16(len(cells)))
	for i, c := range cells {
		p := data[4+i*rtreeCellSize:]
		binary.BigEndian.PutUint64(p, uint64(c.id))
		for j, v := range []float32{c.minLng, c.maxLng, c.minLat, c.maxLat} {
			binary.BigEndian.PutUint32(p[8+4*j:], math.Float32bits(v))
		}
		if depth == 0 {
			t.leafOf[c.id-1] = nodeno
		} else {
			t.parents = append(t.parents, []any{c.id, nodeno})
		}
	}
	t.nodes = append(t.nodes, []any{nodeno, data})
}
